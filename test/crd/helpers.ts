// Small CRDs and two-bundle catalogs for the CRD upgrade check: each spec builds the old and the
// new CRD it talks about, runs the check over every edge, and reads the findings.
import { comparePaths } from '../../src/catalog/load.js';
import { crdDiff } from '../../src/crd/diff-edges.js';
import { packageView } from '../../src/graph/view.js';
import { finalize } from '../../src/model/draft.js';
import { validateCatalog } from '../../src/rules/validate.js';
import type { Finding } from '../../src/model/finding.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface VersionSpec {
  name: string;
  served?: boolean;
  storage?: boolean;
  schema: Json;
}

export interface CrdSpec {
  name?: string;
  scope?: string;
  webhook?: boolean;
  versions: VersionSpec[];
}

/** A CRD object; one version `v1` (served, storage) when given just a schema. */
export function crd(spec: CrdSpec | Json): Json {
  const s: CrdSpec =
    spec !== null &&
    typeof spec === 'object' &&
    !Array.isArray(spec) &&
    Array.isArray((spec as { versions?: unknown }).versions)
      ? (spec as unknown as CrdSpec)
      : { versions: [{ name: 'v1', schema: spec as Json }] };
  const name = s.name ?? 'widgets.example.com';
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name },
    spec: {
      group: 'example.com',
      names: { kind: 'Widget', plural: 'widgets' },
      scope: s.scope ?? 'Namespaced',
      ...(s.webhook ? { conversion: { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'] } } } : {}),
      versions: s.versions.map((v, i) => ({
        name: v.name,
        served: v.served ?? true,
        storage: v.storage ?? i === 0,
        schema: { openAPIV3Schema: v.schema },
      })),
    },
  };
}

/** An object schema with the given properties under `spec`. */
export function specSchema(props: Record<string, Json>, extra: Record<string, Json> = {}): Json {
  return { type: 'object', properties: { spec: { type: 'object', properties: props, ...extra } } };
}

const b64 = (text: string): string => Buffer.from(text).toString('base64');

/** A bundle property list: olm.package and one olm.bundle.object per payload (objects as JSON, strings as given). */
export function objectProps(version: string, payloads: (Json | string)[]): string {
  const objs = payloads.map(
    (p) => `- type: olm.bundle.object\n  value:\n    data: ${b64(typeof p === 'string' ? p : JSON.stringify(p))}\n`,
  );
  return `- type: olm.package\n  value:\n    packageName: foo\n    version: ${version}\n${objs.join('')}`;
}

export const CSV = {
  apiVersion: 'operators.coreos.com/v1alpha1',
  kind: 'ClusterServiceVersion',
  metadata: { name: 'foo' },
  spec: {},
};

export interface BundleIn {
  version: string;
  /** Objects the bundle carries; `csv-metadata` for a bundle with olm.csv.metadata only. */
  objects: (Json | string)[] | 'csv-metadata';
  replaces?: string;
  skipRange?: string;
}

/** A catalog of package foo: bundles in one channel, each replacing the one before unless told. */
export function catalogText(bundles: BundleIn[]): string {
  const entries = bundles
    .map((b, i) => {
      const replaces = b.replaces ?? (i > 0 ? bundles[i - 1]!.version : '');
      return (
        `- name: foo.v${b.version}\n` +
        `${replaces === '' ? '' : `  replaces: foo.v${replaces}\n`}` +
        `${b.skipRange ? `  skipRange: '${b.skipRange}'\n` : ''}`
      );
    })
    .join('');
  const docs = bundles.map((b) =>
    bundleDoc({
      name: `foo.v${b.version}`,
      properties:
        b.objects === 'csv-metadata'
          ? `- type: olm.package\n  value:\n    packageName: foo\n    version: ${b.version}\n- type: ` +
            `olm.csv.metadata\n  value:\n    displayName: Foo\n`
          : objectProps(b.version, b.objects),
    }),
  );
  return pkgDoc() + channelDoc(entries) + docs.join('');
}

/** Every finding of the CRD check on the catalog as a new package: every edge of head is new. */
export function crdCheck(bundles: BundleIn[]): Finding[] {
  const text = catalogText(bundles);
  const r = validateCatalog({
    catalog: '.',
    entries: [{ path: 'foo/catalog.yaml', data: new TextEncoder().encode(text) }].sort((a, b) =>
      comparePaths(a.path, b.path),
    ),
  });
  const m = r.model.packages.get('foo')!;
  return finalize(crdDiff(undefined, { view: packageView(m, r.deprecated.get('foo')), model: m }).head, '.', '');
}

/** The check of one upgrade: a bundle with `old` CRDs replaced by one with `neu`. */
export function upgrade(old: Json[], neu: Json[]): Finding[] {
  return crdCheck([
    { version: '0.1.0', objects: [CSV, ...old] },
    { version: '0.2.0', objects: [CSV, ...neu] },
  ]);
}

/** Findings as `rule: message` lines without the edge prefix, for compact expectations. */
export function lines(fs: readonly Finding[]): string[] {
  return fs.map((f) => `${f.rule}: ${f.message.replace(/^edge \S+ → \S+: /, '')}`);
}
