// Installability in a diff: a channel head whose entry carries no CSV is judged from its bundle
// image's manifests/ (registry access on), both sides alike; and a new upgrade edge's target that
// heads no channel is judged too, as the CRD check examines the same edges.
import { describe, expect, it } from 'vitest';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { parseConfig } from '../../src/config/config.js';
import { diffWithImages } from '../../src/pipeline/diff-images.js';
import { runValidateImages } from '../../src/pipeline/validate-images.js';
import { writeTree } from '../helpers/validate.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { fakeLookup } from './fake-lookup.js';

const CONFIG = parseConfig('consumers:\n  - catalogs: [catalogs]\n    olm: [classic, v1]\n');

function listing(text: string): CatalogListing {
  const data = new TextEncoder().encode(text);
  const id = gitBlobId(data);
  return { files: [{ path: 'foo/catalog.yaml', id }], read: (ids) => new Map(ids.map((i) => [i, data])) };
}

const bundle = (version: string, props = '') =>
  bundleDoc({
    name: `foo.v${version}`,
    properties: `- type: olm.package\n  value: {packageName: foo, version: ${version}}\n${props}`,
  });
const csvYaml = (modes: string) =>
  'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: foo\n' +
  `spec:\n  installModes:\n${modes}`;
const OWN = '  - {type: OwnNamespace, supported: true}\n  - {type: AllNamespaces, supported: false}\n';
const ALL = '  - {type: AllNamespaces, supported: true}\n';

describe('installability over bundle images', () => {
  it('reads the CSV of a head that carries none from its image; the head base had is not new', async () => {
    const base = pkgDoc() + channelDoc('- name: foo.v1.0.0\n') + bundle('1.0.0');
    const head =
      pkgDoc() + channelDoc('- name: foo.v1.0.0\n- name: foo.v1.1.0\n  replaces: foo.v1.0.0\n') + bundle('1.0.0');
    const lookup = fakeLookup(
      {},
      {
        'quay.io/example/foo-bundle:v1.0.0': { files: { 'manifests/foo.csv.yaml': csvYaml(ALL) } },
        'quay.io/example/foo-bundle:v1.1.0': { files: { 'manifests/foo.csv.yaml': csvYaml(OWN) } },
      },
    );
    const r = await diffWithImages(
      [{ catalog: 'catalogs/v4.18', base: listing(base), head: listing(head + bundle('1.1.0')) }],
      { config: CONFIG },
      () => lookup,
    );
    const install = r.findings.filter((f) => f.rule.startsWith('install-'));
    expect(install.map((f) => [f.rule, f.severity, f.bundle, f.introduced])).toEqual([
      ['install-v1-install-mode', 'error', 'foo.v1.1.0', true],
    ]);
    expect(install[0]!.message).toContain(
      'install modes read from manifests/foo.csv.yaml in quay.io/example/foo-bundle:v1.1.0',
    );
  });

  it('judges the target of a new edge that heads no channel', async () => {
    const constraint =
      '- type: olm.constraint\n  value: {failureMessage: x, package: {packageName: bar, versionRange: ">=1"}}\n';
    const meta = '- type: olm.csv.metadata\n  value: {installModes: [{type: AllNamespaces, supported: true}]}\n';
    const base =
      pkgDoc() +
      channelDoc('- name: foo.v1.0.0\n- name: foo.v1.2.0\n  replaces: foo.v1.0.0\n') +
      bundle('1.0.0', meta) +
      bundle('1.2.0', meta);
    // 1.1.0 is inserted below the head: 1.0.0 → 1.1.0 is new, and 1.2.0 skips 1.1.0.
    const head =
      pkgDoc() +
      channelDoc(
        '- name: foo.v1.0.0\n- name: foo.v1.1.0\n  replaces: foo.v1.0.0\n' +
          '- name: foo.v1.2.0\n  replaces: foo.v1.0.0\n  skips: [foo.v1.1.0]\n',
      ) +
      bundle('1.0.0', meta) +
      bundle('1.1.0', meta + constraint) +
      bundle('1.2.0', meta);
    const r = await diffWithImages(
      [{ catalog: 'catalogs/v4.18', base: listing(base), head: listing(head) }],
      { config: CONFIG },
      undefined,
    );
    const install = r.findings.filter((f) => f.rule.startsWith('install-'));
    expect(install.map((f) => [f.rule, f.severity, f.bundle, f.introduced, f.edge])).toEqual([
      ['install-edge-target', 'error', 'foo.v1.1.0', true, { from: 'foo.v1.0.0', to: 'foo.v1.1.0' }],
    ]);
    expect(install[0]!.message).toContain('"foo.v1.1.0" (the target of the new upgrade edge from "foo.v1.0.0")');
    expect(install[0]!.message).toMatch(/\(install-v1-dependency\)$/);
    // The same package new to the catalog (a catalog promoted to the next OpenShift version): its head
    // is judged, not each edge.
    const promoted = await diffWithImages(
      [{ catalog: 'catalogs/v4.18', base: listing(''), head: listing(head) }],
      { config: CONFIG },
      undefined,
    );
    expect(promoted.findings.filter((f) => f.rule.startsWith('install-'))).toEqual([]);
  });

  it('a renamed channel adds no edge: its pairs were in base', async () => {
    const constraint =
      '- type: olm.constraint\n  value: {failureMessage: x, package: {packageName: bar, versionRange: ">=1"}}\n';
    const meta = '- type: olm.csv.metadata\n  value: {installModes: [{type: AllNamespaces, supported: true}]}\n';
    const side = (channel: string) =>
      pkgDoc('foo', channel) +
      channelDoc(
        '- name: foo.v1.0.0\n- name: foo.v1.1.0\n  replaces: foo.v1.0.0\n- name: foo.v1.2.0\n  replaces: foo.v1.1.0\n',
        channel,
      ) +
      bundle('1.0.0', meta) +
      bundle('1.1.0', meta + constraint) +
      bundle('1.2.0', meta);
    const r = await diffWithImages(
      [{ catalog: 'catalogs/v4.18', base: listing(side('stable-v1')), head: listing(side('stable')) }],
      { config: CONFIG },
      undefined,
    );
    expect(r.findings.filter((f) => f.rule.startsWith('install-'))).toEqual([]);
  });

  it('validate --check-images judges a head without a CSV from its image, reading only judged heads', async () => {
    const catalog =
      pkgDoc() + channelDoc('- name: foo.v1.0.0\n- name: foo.v1.1.0\n  replaces: foo.v1.0.0\n') + bundle('1.0.0');
    const dir = writeTree({
      'catalogs/v4.18/foo/catalog.yaml': catalog + bundle('1.1.0'),
      'other/foo/catalog.yaml': catalog + bundle('1.1.0'),
    });
    const lookup = fakeLookup(
      {},
      { 'quay.io/example/foo-bundle:v1.1.0': { files: { 'manifests/foo.csv.yaml': csvYaml(OWN) } } },
    );
    const r = await runValidateImages({ source: dir, catalogs: '*/*' }, () => lookup);
    const install = r.findings.filter((f) => f.rule.startsWith('install-'));
    expect(install.map((f) => [f.catalog?.replace(/^.*\/(?=catalogs\/)/, ''), f.rule, f.severity, f.bundle])).toEqual([
      ['catalogs/v4.18', 'install-v1-install-mode', 'warning', 'foo.v1.1.0'],
    ]);
    // `other` is named for no OpenShift version and no consumers entry: not judged, its image not read.
    expect(lookup.read).toEqual(['quay.io/example/foo-bundle:v1.1.0 manifests/']);
  });
});
