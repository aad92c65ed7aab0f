// `fbc-bot resolve`: what OLM v1 (a ClusterExtension with channels, a version range and maybe an
// installed bundle) and OLM classic (a Subscription to one channel) would pick.
import { parseVersion, type Version } from '../semver/blang.js';
import { clusterExtensionVersionError, rangeTrouble } from '../semver/cel-version.js';
import { mastermindsCheck, parseMastermindsRange, toMVersion, type MConstraints } from '../semver/masterminds.js';
import { classicOrder, classicSuccessor, upgradesFrom } from './classic.js';
import type { EntryLike } from './edges.js';
import { candidatesOf } from './graph-json.js';
import { compareVersionRelease, sortV1, versionRelease } from './v1.js';
import type { PackageView } from './view.js';

export interface Installed {
  readonly name: string;
  /** The installed version as OLM records it; undefined when it does not parse. */
  readonly version: Version | undefined;
  readonly versionText: string;
}

export interface ResolveRequest {
  readonly channels: readonly string[];
  readonly version?: string;
  readonly installed?: Installed;
}

export interface ResolveResult {
  readonly v1: { bundle: string | null; error: string | null; candidates: string[] };
  readonly classic: { bundle: string | null; error: string | null };
}

/** `--installed NAME` (a bundle of the catalog) or `NAME@VERSION` (one no longer in it). */
export function installedFrom(view: PackageView, arg: string): Installed | string {
  const at = arg.lastIndexOf('@');
  if (at > 0) {
    const text = arg.slice(at + 1);
    const v = parseVersion(text);
    return { name: arg.slice(0, at), version: v.ok ? v.value : undefined, versionText: text };
  }
  const version = view.versions.get(arg);
  if (!version)
    return (
      `bundle "${arg}" is not in package "${view.name}" (give NAME@VERSION for a bundle ` +
      `that is no longer in the catalog)`
    );
  return { name: arg, version, versionText: '' };
}

function goList(xs: readonly string[]): string {
  return `[${xs.join(' ')}]`;
}

export function resolveV1(view: PackageView, req: ResolveRequest): ResolveResult['v1'] {
  const fail = (error: string) => ({ bundle: null, error, candidates: [] });
  let range: MConstraints | undefined;
  if (req.version) {
    const api = clusterExtensionVersionError(req.version);
    if (api)
      return fail(
        `the API server rejects this ClusterExtension: ${api} (version range ${JSON.stringify(req.version)}` +
          `: ${rangeTrouble(req.version)})`,
      );
    const r = parseMastermindsRange(req.version);
    if (!r.ok) return fail(`desired version range "${req.version}" is invalid: ${r.error}`);
    range = r.value;
  }
  const selected = req.channels.filter((c) => view.channels.has(c));
  const edgeChannels: (readonly EntryLike[])[] =
    req.channels.length > 0 ? selected.map((c) => view.channels.get(c)!) : [...view.channels.values()];
  const inChannels = req.channels.length > 0 ? new Set(edgeChannels.flatMap((es) => es.map((e) => e.name))) : undefined;
  const inst = req.installed;
  if (inst && !inst.version) {
    const p = parseVersion(inst.versionText);
    return fail(
      `error walking catalogs: error finding upgrade edges: failed to get version and release of installed ` +
        `bundle: ${p.ok ? 'unparsable version' : p.error}`,
    );
  }
  const instVR = inst?.version ? versionRelease(inst.version) : undefined;
  // One pass over the chosen channels, not one per candidate: who declares an upgrade from it.
  const successors = new Set<string>();
  if (inst)
    for (const es of edgeChannels)
      for (const e of es) if (upgradesFrom(e, inst.name, inst.version)) successors.add(e.name);
  const survivors = candidatesOf(view, [...view.versions.keys()]).filter((c) => {
    if (inChannels && !inChannels.has(c.name)) return false;
    if (range && !mastermindsCheck(range, toMVersion(c.version))) return false;
    if (!inst || !instVR) return true;
    return successors.has(c.name) || compareVersionRelease(versionRelease(c.version), instVR) === 0;
  });
  if (survivors.length === 0) {
    let msg = inst
      ? `error upgrading from currently installed version "${inst.version ? versionTextOf(inst) : inst.versionText}": `
      : '';
    msg += `no bundles found for package "${view.name}"`;
    if (req.version) msg += ` matching version "${req.version}"`;
    if (req.channels.length > 0) msg += ` in channels ${goList(req.channels)}`;
    return fail(msg);
  }
  const sorted = sortV1(survivors).map((c) => c.name);
  return { bundle: sorted[0]!, error: null, candidates: sorted };
}

function versionTextOf(i: Installed): string {
  return i.versionText !== ''
    ? i.versionText
    : i.version
      ? [i.version.major, i.version.minor, i.version.patch].join('.')
      : '';
}

export function resolveClassic(view: PackageView, req: ResolveRequest): ResolveResult['classic'] {
  const channel = req.channels[0] ?? view.defaultChannel;
  const entries = view.channels.get(channel);
  if (!entries) return { bundle: null, error: `package "${view.name}" has no channel "${channel}"` };
  const order = classicOrder(entries, channel, view.name);
  if (!order.ok) return { bundle: null, error: order.error };
  const installable = order.order.filter((e) => !view.notInstallable.has(e.name));
  if (!req.installed) return { bundle: installable[0]?.name ?? null, error: null };
  return { bundle: classicSuccessor(installable, req.installed.name, req.installed.version), error: null };
}

export function resolve(view: PackageView, req: ResolveRequest): ResolveResult {
  return { v1: resolveV1(view, req), classic: resolveClassic(view, req) };
}
