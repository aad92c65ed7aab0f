// The diff validates only what a change touches: the same report as validating everything,
// whether results come from this run or from the cache, and no untouched file read on a warm run.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileCache } from '../../src/cache/file-cache.js';
import { gitBlobId, type CatalogListing } from '../../src/catalog/listing.js';
import { comparePaths } from '../../src/catalog/load.js';
import { parseConfig } from '../../src/config/config.js';
import { diffListings, type CachedPart, type PartCache } from '../../src/diff/incremental.js';
import type { FileSummary } from '../../src/diff/parts.js';
import { sortFindings, type Finding } from '../../src/model/finding.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { headFindings } from '../helpers/change-rules.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

type Files = Record<string, string>;

/** A listing of in-memory files that records which contents were read. */
function listing(files: Files, reads: string[]): CatalogListing {
  const byId = new Map<string, Uint8Array>();
  const listed = Object.keys(files)
    .sort(comparePaths)
    .map((path) => {
      const data = new TextEncoder().encode(files[path]);
      const id = gitBlobId(data);
      byId.set(id, data);
      return { path, id };
    });
  return { files: listed, read: (ids) => new Map(ids.map((id) => (reads.push(id), [id, byId.get(id)!]))) };
}

function memoryCache(): PartCache & { size(): number } {
  const s = new Map<string, FileSummary>();
  const p = new Map<string, CachedPart>();
  return {
    summary: (id) => s.get(id),
    setSummary: (id, v) => void s.set(id, v),
    part: (k) => p.get(k),
    setPart: (k, v) => void p.set(k, v),
    size: () => s.size + p.size,
  };
}

const whole = (files: Files, config = parseConfig('')): Finding[] => {
  const entries = Object.keys(files)
    .sort(comparePaths)
    .map((path) => ({ path, data: new TextEncoder().encode(files[path]) }));
  return sortFindings(validateCatalog({ catalog: 'cat', entries }, config).findings);
};

const pkg = (name: string, versions: string[], extra: Record<string, string> = {}): string =>
  pkgDoc(name) +
  channelDoc(
    versions
      .map((v, i) => `- name: ${name}.v${v}\n${i > 0 ? `  replaces: ${name}.v${versions[i - 1]}\n` : ''}`)
      .join(''),
    'stable',
    name,
  ) +
  versions
    .map((v) => bundleDoc({ name: `${name}.v${v}`, pkg: name, ...(extra[v] ? { extra: extra[v] } : {}) }))
    .join('');
const requires = (name: string, range: string): string =>
  `- type: olm.package.required\n  value:\n    packageName: ${name}\n    versionRange: '${range}'\n`;
const withProps = (doc: string, version: string, props: string): string =>
  doc.replace(`    version: ${version}\n`, `    version: ${version}\n${props}`);

// A catalog with a package split over two files, a package requiring another, an existing
// problem, and a bundle document no package links.
const BASE: Files = {
  'bar/catalog.yaml': withProps(pkg('bar', ['1.0.0']), '1.0.0', requires('foo', '>=0.2.0')),
  'baz/catalog.yaml': pkg('baz', ['2.0.0']).replace('version: 2.0.0', 'version: "2.0"'),
  'foo/bundles.yaml': bundleDoc({ name: 'foo.v0.1.0' }) + bundleDoc({ name: 'foo.v0.2.0' }),
  'foo/package.yaml':
    pkgDoc() +
    channelDoc(
      '- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n',
    ),
  'stray/bundle.yaml': bundleDoc({ name: 'foo.v0.3.0', pkg: 'nobody' }),
};

function compare(base: Files, head: Files, config = parseConfig('')) {
  const reads: string[] = [];
  const cache = memoryCache();
  const run = () =>
    diffListings([{ catalog: 'cat', base: listing(base, reads), head: listing(head, reads) }], { config, cache });
  const cold = run();
  const coldReads = reads.splice(0);
  const warm = run();
  return { cold, warm, coldReads, warmReads: reads, cache };
}

describe('the diff of parts', () => {
  const cases: [string, Files][] = [
    [
      'a change inside one file of a split package',
      {
        ...BASE,
        'foo/bundles.yaml':
          bundleDoc({ name: 'foo.v0.1.0' }) +
          bundleDoc({ name: 'foo.v0.2.0', image: 'quay.io/example/foo-bundle:new' }),
      },
    ],
    [
      'a requirement broken from another package',
      {
        ...BASE,
        'foo/bundles.yaml': bundleDoc({ name: 'foo.v0.1.0' }),
        'foo/package.yaml': pkgDoc() + channelDoc('- name: foo.v0.1.0\n'),
      },
    ],
    ['a package moved to another file', { ...BASE, 'foo/package.yaml': '', 'foo/all.yaml': BASE['foo/package.yaml']! }],
    ['the stray bundle gets a package', { ...BASE, 'stray/bundle.yaml': bundleDoc({ name: 'foo.v0.3.0' }) }],
    ['a new package, an unchanged catalog elsewhere', { ...BASE, 'qux/catalog.yaml': pkg('qux', ['0.0.1']) }],
    ['nothing changed', BASE],
  ];
  it.each(cases)('%s: head findings are those of validating head whole, cold and warm alike', (_, head) => {
    const { cold, warm } = compare(BASE, head);
    expect(headFindings(cold.findings)).toEqual(whole(head));
    expect(warm).toEqual(cold);
  });

  it('marks what the change introduced, across packages too', () => {
    const { cold } = compare(BASE, cases[1]![1]);
    const introduced = cold.findings.filter((f) => f.introduced).map((f) => `${f.rule} ${f.package}`);
    expect(introduced).toContain('dependency-package-unsatisfied bar');
    expect(cold.findings.filter((f) => f.rule === 'bundle-version-invalid')).toMatchObject([
      { package: 'baz', introduced: false },
    ]);
    expect(cold.findings.filter((f) => f.rule === 'channel-entry-no-bundle')).toEqual([]);
  });

  it('a problem that moves to another file is not introduced', () => {
    const broken = 'schema: olm.package\nname: [\n';
    const { cold } = compare({ ...BASE, 'broken.yaml': broken }, { ...BASE, 'moved/broken.yaml': broken });
    expect(cold.findings.filter((f) => f.rule === 'parse-error')).toMatchObject([
      { file: 'cat/moved/broken.yaml', introduced: false },
    ]);
  });

  it('reads each content once cold, and on a warm run only what changed', () => {
    const head = cases[0]![1];
    const { coldReads, warmReads } = compare(BASE, head);
    const ids = new Set(
      [...Object.values(BASE), ...Object.values(head)].map((t) => gitBlobId(new TextEncoder().encode(t))),
    );
    expect(new Set(coldReads)).toEqual(ids);
    expect(coldReads.length).toBe(ids.size);
    // The split package is the one region touched: its two files, both versions of one.
    expect(new Set(warmReads)).toEqual(
      new Set(
        [BASE['foo/bundles.yaml'], BASE['foo/package.yaml'], head['foo/bundles.yaml']].map((t) =>
          gitBlobId(new TextEncoder().encode(t!)),
        ),
      ),
    );
  });

  it('results of another configuration are not reused', () => {
    const reads: string[] = [];
    const cache = memoryCache();
    const pinned = parseConfig('policy: {requireDigests: true}\n');
    diffListings([{ catalog: 'cat', base: listing(BASE, reads), head: listing(BASE, reads) }], { cache });
    const withPolicy = diffListings([{ catalog: 'cat', base: listing(BASE, reads), head: listing(BASE, reads) }], {
      config: pinned,
      cache,
    });
    expect(headFindings(withPolicy.findings)).toEqual(whole(BASE, pinned));
  });

  it('a catalog added or removed whole', () => {
    const added = diffListings([{ catalog: 'cat', head: listing(BASE, []) }]);
    expect(headFindings(added.findings)).toEqual(whole(BASE));
    expect(added.changes.map((c) => `${c.package} ${c.status}`)).toEqual(['bar added', 'baz added', 'foo added']);
    const removed = diffListings([{ catalog: 'cat', base: listing(BASE, []) }]);
    expect(removed.changes.map((c) => `${c.package} ${c.status}`)).toEqual([
      'bar removed',
      'baz removed',
      'foo removed',
    ]);
  });
});

describe('the cache file', () => {
  it('survives a round trip, and is ignored when written by other code or unreadable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fbc-cache-'));
    const a = openFileCache(dir, 'build-1');
    const s: FileSummary = { packages: ['foo'], declared: ['foo'], orphans: [], bundles: 2 };
    a.setSummary('id1', s);
    a.save();
    expect(openFileCache(dir, 'build-1').summary('id1')).toEqual(s);
    expect(openFileCache(dir, 'build-2').summary('id1')).toBeUndefined();
    writeFileSync(join(dir, 'fbc-bot-cache.json'), '{"format":1,"build":"build-1","summ');
    expect(openFileCache(dir, 'build-1').summary('id1')).toBeUndefined();
  });
  it('keeps only what the last run used', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fbc-cache-'));
    const a = openFileCache(dir, 'b');
    a.setSummary('old', { packages: [], declared: [], orphans: [], bundles: 0 });
    a.save();
    const b = openFileCache(dir, 'b');
    b.setSummary('new', { packages: [], declared: [], orphans: [], bundles: 0 });
    b.save();
    expect(openFileCache(dir, 'b').summary('old')).toBeUndefined();
    expect(openFileCache(dir, 'b').summary('new')).toBeDefined();
  });
});
