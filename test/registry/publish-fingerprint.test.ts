// The read-back skips its second validation only for files proven to be the ones validated before
// the push: checkCatalog's fingerprint (of what the source yielded to validation) equals the
// published files' for a directory and a git source, and no longer once a file changed between.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG } from '../../src/config/config.js';
import { catalogContent, checkCatalog, filesFingerprint } from '../../src/pipeline/publish-image-build.js';
import { sourceCatalogs } from '../../src/source/catalog-source.js';
import { basicCatalog, bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';

const BAR = [
  pkgDoc('bar'),
  channelDoc('- name: bar.v1.0.0\n', 'stable', 'bar'),
  bundleDoc({ name: 'bar.v1.0.0', pkg: 'bar' }),
].join('');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fingerprints(source: string, repo?: string): { validated: string; published: string } {
  const [c] = sourceCatalogs(source, undefined, repo);
  const validated = checkCatalog(c!, EMPTY_CONFIG);
  return { validated, published: filesFingerprint(catalogContent(c!, source, repo).files) };
}

describe('publish-image: the fingerprint of the files validated', () => {
  it('equals the published files’ for a directory, and not once a file changed after validation', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'fbc-fp-')), 'v4.16');
    made.push(dir);
    for (const [path, text] of Object.entries({ 'foo/catalog.yaml': basicCatalog(), 'bar/catalog.yaml': BAR })) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const same = fingerprints(dir);
    expect(same.published).toBe(same.validated);

    const [c] = sourceCatalogs(dir, undefined, undefined);
    const validated = checkCatalog(c!, EMPTY_CONFIG);
    writeFileSync(join(dir, 'bar/catalog.yaml'), BAR.replace('bar.v1.0.0', 'bar.v1.0.1'));
    expect(filesFingerprint(catalogContent(c!, dir, undefined).files)).not.toBe(validated);
  });

  it('equals the published files’ when a directory name is a prefix of another (walk order is not byte order)', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'fbc-fp-')), 'v4.16');
    made.push(dir);
    // opm walks bar/ before bar-x.yaml; in byte order of the whole path 'bar-' sorts before 'bar/'.
    for (const [path, text] of Object.entries({ 'bar/catalog.yaml': BAR, 'bar-x.yaml': basicCatalog() })) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const fp = fingerprints(dir);
    expect(fp.published).toBe(fp.validated);
  });

  it('equals the published files’ for a git source', () => {
    const repo = newRepo();
    made.push(repo);
    commit(repo, 'catalog', {
      'catalogs/v4.16/foo/catalog.yaml': basicCatalog(),
      'catalogs/v4.16/bar/catalog.yaml': BAR,
    });
    const fp = fingerprints('git:HEAD:catalogs/v4.16', repo);
    expect(fp.published).toBe(fp.validated);
  });

  it('equals the published files’ for a git source whose directory name is a prefix of another', () => {
    const repo = newRepo();
    made.push(repo);
    commit(repo, 'catalog', {
      'catalogs/v4.16/bar/catalog.yaml': BAR,
      'catalogs/v4.16/bar-x.yaml': basicCatalog(),
    });
    const fp = fingerprints('git:HEAD:catalogs/v4.16', repo);
    expect(fp.published).toBe(fp.validated);
  });
});
