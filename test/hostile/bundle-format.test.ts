// Base's bundle-format packages are repository content too: a huge, garbled or deeply nested one
// is left out with a note (or read within bounds), never a crash, a hang or unbounded work.
import { describe, expect, it } from 'vitest';
import { FORMAT_BOUNDS, planFormatPackage } from '../../src/diff/bundle-format-files.js';
import { publishedPackage, type FormatBundleFiles } from '../../src/diff/bundle-format.js';
import { Published, type FormatReader } from '../../src/diff/published.js';
import { publishedCatalogText } from '../../src/diff/published-index.js';
import { apiCandidates, MAX_API_FILES } from '../../src/diff/api-providers.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const ANN = enc('annotations:\n  operators.operatorframework.io.bundle.channels.v1: stable\n');
const csv = (name: unknown, version: unknown, extra = ''): Uint8Array =>
  enc(
    `apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: ` +
      `${JSON.stringify(name)}\nspec:\n  version: ${JSON.stringify(version)}\n${extra}`,
  );
const bundle = (v: string, manifests: Uint8Array[], annotations: Uint8Array | null = ANN): FormatBundleFiles => ({
  dir: `operators/foo/${v}`,
  ...(annotations ? { annotations: { path: `operators/foo/${v}/metadata/annotations.yaml`, data: annotations } } : {}),
  manifests: manifests.map((data, i) => ({ path: `operators/foo/${v}/manifests/m${i}.yaml`, data })),
});

describe('bundle-format packages, hostile', () => {
  it('past the bounds a package is not read at all, and says why', () => {
    const many = Array.from({ length: FORMAT_BOUNDS.bundles + 1 }, (_, i) => ({
      path: `${i}.0.0/manifests/csv.yaml`,
      size: 10,
    }));
    expect(planFormatPackage('operators/foo', many, true)).toEqual({
      unread:
        `operators/foo: ${FORMAT_BOUNDS.bundles + 1} version directories, more than the ` +
        `${FORMAT_BOUNDS.bundles} read`,
    });
    const huge = [{ path: '1.0.0/manifests/crd.yaml', size: FORMAT_BOUNDS.fileBytes + 1 }];
    expect(planFormatPackage('operators/foo', huge, true)).toMatchObject({ unread: /crd\.yaml: \d+ bytes, more than/ });
    // Without the CRDs, only the CSV of a version directory is read.
    const both = [
      { path: '1.0.0/manifests/foo.clusterserviceversion.yaml', size: 10 },
      { path: '1.0.0/manifests/crd.yaml', size: FORMAT_BOUNDS.fileBytes + 1 },
      { path: '1.0.0/tests/scorecard/config.yaml', size: 10 },
    ];
    expect(planFormatPackage('operators/foo', both, false)).toEqual({
      paths: ['1.0.0/manifests/foo.clusterserviceversion.yaml'],
    });
  });

  it('garbled bundles are left out with a note each; the rest is published', () => {
    const p = publishedPackage({
      dir: 'operators/foo',
      bundles: [
        bundle('0.1.0', [enc('kind: [\n')]),
        bundle('0.2.0', [csv(['not', 'a', 'name'], '1')]),
        bundle('0.3.0', [csv('foo.v0.3.0', 'garbage')]),
        bundle('0.4.0', [csv('foo.v0.4.0', '0.4.0')], null),
        bundle('0.5.0', [enc('['.repeat(20_000))]),
        bundle('0.6.0', [csv('foo.v0.6.0', '0.6.0'), csv('foo.v0.6.1', '0.6.1')]),
        bundle('1.0.0', [csv('foo.v1.0.0', '1.0.0', '  skips: 7\n  replaces: [1]\n')]),
      ],
    });
    expect(p.bundles.map((b) => [b.name, b.skips, b.replaces])).toEqual([['foo.v1.0.0', [], undefined]]);
    expect(p.notes).toHaveLength(6);
    expect(p.notes[4]).toMatch(/^operators\/foo\/0\.5\.0\/manifests\/m0\.yaml:1: /);
    expect(publishedCatalogText(p, 'catalogs/v4.14')).toContain('"name":"foo.v1.0.0"');
  });

  it('a reader that fails or lists nothing leaves the package unpublished', () => {
    const reader: FormatReader = {
      root: 'operators',
      list: () => [{ path: '1.0.0/manifests/x.yaml', size: 1 }],
      read: () => new Map([['1.0.0/manifests/x.yaml', enc(': : :')]]),
      manifestNames: () => new Map(),
    };
    const published = new Published(reader);
    expect(published.package('foo')).toBeUndefined();
    expect(published.package('foo')).toBeUndefined();
    expect(published.notes).toHaveLength(1);
  });

  it('an API lookup reads a bounded number of files, only of each package’s latest version', () => {
    const names = new Map(
      Array.from({ length: 1000 }, (_, i) => [
        `p${String(i).padStart(4, '0')}`,
        ['0.9.0/manifests/widgets.example.com.crd.yaml', '1.0.0/manifests/widgets.example.com.crd.yaml', 'x/y'],
      ]),
    );
    const found = apiCandidates(names, 'example.com', 'Widget');
    expect(found).toHaveLength(MAX_API_FILES);
    expect(found[0]).toEqual({
      package: 'p0000',
      annotationsPath: '1.0.0/metadata/annotations.yaml',
      crdPaths: ['1.0.0/manifests/widgets.example.com.crd.yaml'],
    });
    expect(apiCandidates(names, 'example.com', 'Gadget')).toEqual([]);
  });

  it('a file-based package (ci.yaml fbc.enabled) is not read past its ci.yaml', () => {
    const asked: string[][] = [];
    const reader: FormatReader = {
      root: 'operators',
      list: () => [
        { path: 'ci.yaml', size: 20 },
        { path: '1.0.0/manifests/huge.crd.yaml', size: FORMAT_BOUNDS.fileBytes },
      ],
      read: (_, paths) => {
        asked.push([...paths]);
        return new Map(paths.map((p) => [p, enc(p === 'ci.yaml' ? 'fbc:\n  enabled: true\n' : 'kind: x\n')]));
      },
      manifestNames: () => new Map(),
    };
    expect(new Published(reader).package('foo')).toBeUndefined();
    expect(asked).toEqual([['ci.yaml']]);
  });
});
