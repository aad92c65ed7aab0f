// publish-image's refusals before anything is pushed (exit 2, the reason named), and the
// read-back comparison on its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { basicCatalog, pkgDoc } from '../helpers/fixture.js';
import { freePort } from '../helpers/registry.js';
import { difference } from '../../src/pipeline/publish-image-readback.js';

const root = mkdtempSync(join(tmpdir(), 'fbc-pubcli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function catalog(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('publish-image refuses before pushing anything', () => {
  const good = catalog('v4.16', { 'foo/catalog.yaml': basicCatalog() });

  it('without --to, or with a --to that names a tag', async () => {
    const none = await run('publish-image', good);
    expect(none.code).toBe(2);
    expect(none.err).toContain('--to REPOSITORY is required');
    const tagged = await run('publish-image', '--to', '127.0.0.1:1/cat:v1', good);
    expect(tagged.code).toBe(2);
    expect(tagged.err).toContain('--to 127.0.0.1:1/cat:v1: not a repository');
  });

  it('a tag template with an unknown placeholder, a commit for a directory, or an invalid tag', async () => {
    const unknown = await run('publish-image', '--to', '127.0.0.1:1/cat', '--tag', '{branch}', good);
    expect(unknown.err).toContain('unknown placeholder {branch}');
    const commit = await run('publish-image', '--to', '127.0.0.1:1/cat', '--tag', '{catalog}-{short}', good);
    expect(commit.err).toContain('need a git: SOURCE');
    const odd = catalog('.hidden', { 'foo/catalog.yaml': basicCatalog() });
    const invalid = await run('publish-image', '--to', '127.0.0.1:1/cat', odd);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toContain('".hidden" (the tag of catalog');
  });

  it('two catalogs that one tag would name', async () => {
    catalog('ocp/a/v4.16', { 'foo/catalog.yaml': basicCatalog() });
    catalog('ocp/b/v4.16', { 'foo/catalog.yaml': basicCatalog() });
    const r = await run('publish-image', '--to', '127.0.0.1:1/cat', '--catalogs', '*/v4.16', join(root, 'ocp'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/catalogs .*a\/v4\.16 and .*b\/v4\.16 would both be tagged v4\.16/);
  });

  it('a catalog that does not validate, naming its first error (no registry is asked)', async () => {
    const bad = catalog('broken', { 'foo/catalog.yaml': pkgDoc('foo', 'missing-channel') });
    const r = await run('publish-image', '--to', '127.0.0.1:1/cat', bad);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/broken does not validate \(\d+ errors?; first: .*foo\/catalog\.yaml/);
    expect(r.err).toContain('Nothing was published');
  });

  it('a base image whose registry does not answer: exit 2 naming it, no stack trace', async () => {
    const port = await freePort();
    const r = await run('publish-image', '--base-image', `127.0.0.1:${port}/opm:x`, '--to', '127.0.0.1:1/cat', good);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`127.0.0.1:${port} unreachable`);
    expect(r.err).not.toMatch(/internal error|\n\s+at /);
  });
});

describe('the read-back comparison', () => {
  const enc = new TextEncoder();
  const files = [
    { path: 'a/catalog.yaml', data: enc.encode('a') },
    { path: 'b/catalog.yaml', data: enc.encode('b') },
  ];
  it('is undefined for the same files and bytes', () => {
    expect(difference(files, new Map(files.map((f) => [f.path, enc.encode(new TextDecoder().decode(f.data))])))).toBe(
      undefined,
    );
  });
  it('names a missing, a changed and an extra file', () => {
    expect(difference(files, new Map([['a/catalog.yaml', enc.encode('a')]]))).toBe('b/catalog.yaml is missing');
    expect(
      difference(
        files,
        new Map([
          ['a/catalog.yaml', enc.encode('a')],
          ['b/catalog.yaml', enc.encode('B!')],
        ]),
      ),
    ).toBe('b/catalog.yaml differs (2 bytes read back, 1 published)');
    const extra = new Map(files.map((f) => [f.path, f.data]));
    extra.set('c/.wh.x', enc.encode(''));
    expect(difference(files, extra)).toBe('c/.wh.x is not in the catalog');
  });
});
