// What one index (catalog) publishes of a bundle-format package, as the community pipeline adds
// it: the bundles whose `com.redhat.openshift.versions` covers the catalog's OpenShift version,
// each in the channels its annotations name, with the edges of the package's update mode —
// replaces mode: the CSVs' replaces, skips and olm.skipRange, a channel holding its head, the
// replaces chain below it and what they skip (the index's database walks that chain); semver modes: each
// bundle of a channel replaces the one below it, and in semver-skippatch mode also skips the
// lower patches of its minor version. Written as file-based catalog documents, so that the
// diff reads it as it reads any catalog.
import { compareVersions } from '../semver/blang.js';
import { gvkKey, type DependencyFacts } from '../rules/requirements.js';
import type { PublishedBundle, PublishedPackage } from './bundle-format.js';
import { goMarshal } from '../catalog/canonical-json.js';

type Minor = readonly [number, number];

const minorOf = (s: string): Minor | undefined => {
  const m = /^v?(\d{1,4})\.(\d{1,4})$/.exec(s.trim());
  return m ? [Number(m[1]), Number(m[2])] : undefined;
};
const cmp = (a: Minor, b: Minor): number => a[0] - b[0] || a[1] - b[1];

/** The OpenShift version a catalog directory is named for (`…/v4.18`), if it is. */
export function catalogOcp(catalog: string): Minor | undefined {
  return minorOf(catalog.slice(catalog.lastIndexOf('/') + 1));
}

/**
 * Whether a bundle annotated `ocp` is in the index of OpenShift `index`: `v4.12` from 4.12 on,
 * `=v4.12` only there, `v4.12-v4.14` a range, a list from its lowest on. Unreadable, absent, or a
 * catalog not named for a version: in.
 */
export function inIndex(ocp: string | undefined, index: Minor | undefined): boolean {
  if (ocp === undefined || index === undefined) return true;
  const s = ocp.trim();
  if (s.startsWith('=')) {
    const v = minorOf(s.slice(1));
    return v === undefined || cmp(v, index) === 0;
  }
  const dash = s.indexOf('-');
  if (dash > 0) {
    const [lo, hi] = [minorOf(s.slice(0, dash)), minorOf(s.slice(dash + 1))];
    return lo === undefined || hi === undefined || (cmp(lo, index) <= 0 && cmp(index, hi) <= 0);
  }
  const listed = s.split(',').map(minorOf);
  if (listed.some((v) => v === undefined)) return true;
  return listed.some((v) => cmp(v!, index) <= 0);
}

interface Entry {
  readonly name: string;
  readonly replaces?: string;
  readonly skips?: string[];
  readonly skipRange?: string;
}

function entries(
  p: PublishedPackage,
  members: readonly PublishedBundle[],
  skipOnly: ReadonlySet<PublishedBundle>,
): Entry[] {
  const plain = (b: PublishedBundle, replaces: string | undefined, skips: readonly string[]): Entry => ({
    name: b.name,
    ...(replaces !== undefined ? { replaces } : {}),
    ...(skips.length > 0 ? { skips: [...new Set(skips)] } : {}),
    ...(b.skipRange !== undefined ? { skipRange: b.skipRange } : {}),
  });
  // A bundle only skipped into the channel has no replaces there (the database adds it for the skip alone).
  if (p.mode === 'replaces') return members.map((b) => plain(b, skipOnly.has(b) ? undefined : b.replaces, b.skips));
  return members.map((b, i) => {
    const lower =
      p.mode === 'semver-skippatch'
        ? members
            .slice(0, i)
            .filter((x) => x.parsed.major === b.parsed.major && x.parsed.minor === b.parsed.minor)
            .map((x) => x.name)
        : [];
    return plain(b, i > 0 ? members[i - 1]!.name : undefined, [...b.skips, ...lower]);
  });
}

/**
 * A channel as the index's database holds it in replaces mode: its head (the highest version no
 * other member replaces), the replaces chain below it whatever channels those bundles name, and
 * the bundles they skip (`skipOnly`: in the channel for the skip alone).
 */
function chainOf(
  members: ReadonlySet<PublishedBundle>,
  byName: ReadonlyMap<string, PublishedBundle>,
  skipOnly: Set<PublishedBundle>,
): Set<PublishedBundle> {
  const replaced = new Set([...members].flatMap((b) => (b.replaces === undefined ? [] : [b.replaces])));
  const heads = [...members].filter((b) => !replaced.has(b.name));
  const head = (heads.length > 0 ? heads : [...members]).reduce((a, b) =>
    compareVersions(a.parsed, b.parsed) >= 0 ? a : b,
  );
  const chain = new Set<PublishedBundle>();
  for (
    let b: PublishedBundle | undefined = head;
    b && !chain.has(b);
    b = b.replaces === undefined ? undefined : byName.get(b.replaces)
  )
    chain.add(b);
  for (const b of [...chain])
    for (const n of b.skips) {
      const s = byName.get(n);
      if (s && !chain.has(s)) skipOnly.add(s);
    }
  for (const s of skipOnly) chain.add(s);
  return chain;
}

interface Channel {
  /** Members in version order. */
  readonly members: PublishedBundle[];
  readonly skipOnly: ReadonlySet<PublishedBundle>;
}

/** The channels of the bundles `included`. */
function channels(p: PublishedPackage, included: readonly PublishedBundle[]): Map<string, Channel> {
  const byName = new Map(included.map((b) => [b.name, b]));
  const out = new Map<string, Set<PublishedBundle>>();
  for (const b of included)
    for (const c of b.channels) {
      let s = out.get(c);
      if (!s) out.set(c, (s = new Set()));
      s.add(b);
    }
  const sorted = new Map<string, Channel>();
  for (const c of [...out.keys()].sort()) {
    const skipOnly = new Set<PublishedBundle>();
    const members = p.mode === 'replaces' ? chainOf(out.get(c)!, byName, skipOnly) : out.get(c)!;
    sorted.set(c, { members: [...members].sort((a, b) => compareVersions(a.parsed, b.parsed)), skipOnly });
  }
  return sorted;
}

const encoded = new WeakMap<PublishedBundle, string>();

function bundleDocument(pkg: string, b: PublishedBundle): string {
  let s = encoded.get(b);
  if (s !== undefined) return s;
  const properties = [
    { type: 'olm.package', value: { packageName: pkg, version: b.version } },
    ...b.gvks.map((g) => ({ type: 'olm.gvk', value: g })),
    ...[goMarshal(b.csv), ...b.crds].map((text) => ({
      type: 'olm.bundle.object',
      value: { data: Buffer.from(text).toString('base64') },
    })),
  ];
  s = JSON.stringify({ schema: 'olm.bundle', name: b.name, package: pkg, image: '', properties });
  encoded.set(b, s);
  return s;
}

/** The bundles of `p` in the index `catalog` names. */
const indexBundles = (p: PublishedPackage, catalog: string): PublishedBundle[] => {
  const ocp = catalogOcp(catalog);
  return p.bundles.filter((b) => inIndex(b.ocp, ocp));
};

/** The package as the index `catalog` publishes it, as catalog documents (JSON); undefined when it has none of it. */
export function publishedCatalogText(p: PublishedPackage, catalog: string): string | undefined {
  const included = indexBundles(p, catalog);
  if (included.length === 0) return undefined;
  const chans = channels(p, included);
  // The default channel of the highest version that names one (the index takes the latest added bundle's).
  const named = [...included].reverse().find((b) => b.defaultChannel !== undefined && chans.has(b.defaultChannel));
  const defaultChannel = named?.defaultChannel ?? included[included.length - 1]!.channels[0]!;
  const docs = [JSON.stringify({ schema: 'olm.package', name: p.name, defaultChannel })];
  for (const [name, { members, skipOnly }] of chans)
    docs.push(JSON.stringify({ schema: 'olm.channel', package: p.name, name, entries: entries(p, members, skipOnly) }));
  for (const b of included) docs.push(bundleDocument(p.name, b));
  return docs.join('\n') + '\n';
}

/** What the package provides to requirements in the index `catalog` names (its versions and owned APIs). */
export function publishedFacts(p: PublishedPackage, catalog: string): DependencyFacts {
  const included = indexBundles(p, catalog);
  return {
    packages: included.length === 0 ? [] : [[p.name, included.map((b) => b.version)]],
    gvks: [...new Set(included.flatMap((b) => b.gvks.map(gvkKey)))],
    requires: [],
  };
}
