// The validate command end to end: exit codes, output formats, and bad input that must become
// findings or a clear message, never a stack trace or a hang.
import { chmodSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { writeTree } from '../helpers/validate.js';
import { isRoot, notRootNote } from '../helpers/skip-note.js';

/** foo with one bundle, foo.v0.1.0, in channel stable: valid. */
const GOOD = pkgDoc() + channelDoc('- name: foo.v0.1.0\n') + bundleDoc({ name: 'foo.v0.1.0' });

describe('fbc-bot validate', () => {
  it('passes a valid catalog with exit 0 and a summary line', async () => {
    const r = await run('validate', writeTree({ 'foo/catalog.yaml': GOOD }));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^PASS: 0 errors, 0 warnings, 0 info in 1 catalog\n$/m);
  });

  it('fails with exit 1 and compiler-style lines', async () => {
    const dir = writeTree({ 'foo/catalog.yaml': GOOD.replace('version: 0.1.0', 'version: "0.1"') });
    const r = await run('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/catalog\.yaml:20:5: error bundle-version-invalid: version "0\.1" is not strict semver/);
  });

  it('writes the contract JSON and SARIF 2.1.0', async () => {
    const dir = writeTree({ 'foo/catalog.yaml': GOOD.replace('defaultChannel: stable', 'defaultChannel: fast') });
    const json = JSON.parse((await run('validate', '--format', 'json', dir)).out);
    expect(json).toMatchObject({
      schemaVersion: 1,
      verdict: 'fail',
      findings: [{ rule: 'default-channel-not-found', severity: 'error', package: 'foo', line: 4, column: 1 }],
    });
    const sarif = JSON.parse((await run('validate', '--format=sarif', dir)).out);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results[0]).toMatchObject({
      ruleId: 'default-channel-not-found',
      level: 'error',
      properties: { opm: 'F-C5/V-C1' },
    });
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.region).toEqual({ startLine: 4, startColumn: 1 });
  });

  it('validates every --catalogs match as its own catalog', async () => {
    const dir = writeTree({
      'catalogs/v4.16/foo/catalog.yaml': GOOD,
      'catalogs/v4.17/foo/catalog.yaml': GOOD.replace('quay.io/example', 'quay.io/Example'),
      'README.md': '# not a catalog',
    });
    const r = await run('validate', '--catalogs', 'catalogs/*', '--format', 'json', dir);
    const findings = JSON.parse(r.out).findings as { rule: string; catalog: string }[];
    expect(findings.map((f) => [f.rule, f.catalog.split('/').slice(-1)[0]])).toEqual([['image-invalid', 'v4.17']]);
    expect((await run('validate', '--catalogs', 'nothing/*', dir)).code).toBe(2);
  });

  it('exits 2 with a message for a missing directory, a file, or bad usage', async () => {
    const missing = await run('validate', '/nonexistent/catalog');
    expect(missing).toMatchObject({ code: 2, out: '' });
    expect(missing.err).toBe('fbc-bot: cannot read /nonexistent/catalog: no such directory\n');
    const dir = writeTree({ 'x.yaml': GOOD });
    expect((await run('validate', join(dir, 'x.yaml'))).err).toMatch(/not a directory/);
    expect((await run('validate', '--format', 'xml', dir)).code).toBe(2);
    expect((await run('validate')).code).toBe(2);
    expect((await run('frobnicate')).err).toMatch(/unknown command "frobnicate"/);
  });
});

describe('bad input becomes findings', () => {
  it('a file that cannot be read (a dangling symlink)', async () => {
    const dir = writeTree({ 'foo/catalog.yaml': GOOD });
    symlinkSync('nowhere.yaml', join(dir, 'foo/broken.yaml'));
    const r = JSON.parse((await run('validate', '--format', 'json', dir)).out);
    expect(r.findings).toMatchObject([{ rule: 'file-unreadable', file: expect.stringMatching(/foo\/broken\.yaml$/) }]);
  });

  it.skipIf(isRoot)(notRootNote('a file without read permission'), async () => {
    const dir = writeTree({ 'foo/catalog.yaml': GOOD, 'foo/secret.yaml': GOOD });
    chmodSync(join(dir, 'foo/secret.yaml'), 0o000);
    const r = JSON.parse((await run('validate', '--format', 'json', dir)).out);
    expect(r.findings.map((f: { rule: string }) => f.rule)).toEqual(['file-unreadable']);
  });

  it('a YAML alias bomb is rejected like go-yaml does (excessive aliasing)', async () => {
    const bomb = ['schema: olm.template', 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill('*' + String.fromCharCode(96 + i))
          .join(',')}]`,
      );
    const dir = writeTree({ 'foo/catalog.yaml': GOOD, 'bomb.yaml': bomb.join('\n') + '\n' });
    const r = JSON.parse((await run('validate', '--format', 'json', dir)).out);
    expect(r.findings).toMatchObject([
      {
        rule: 'parse-error',
        message: 'YAML: document contains excessive aliasing',
        file: expect.stringMatching(/bomb\.yaml$/),
      },
    ]);
  });

  it('a 50 MB file is decoded without a hang', async () => {
    const big = GOOD.replace(
      '    version: 0.1.0',
      `    version: 0.1.0\n- type: example.com/blob\n  value:\n    data: ${'QUJD'.repeat(13_000_000)}`,
    );
    const dir = writeTree({ 'foo/catalog.yaml': big });
    const t = Date.now();
    expect((await run('validate', dir)).code).toBe(0);
    expect(Date.now() - t).toBeLessThan(30_000);
  });

  it("nesting beyond go-yaml's depth limit is a parse error, not a crash", async () => {
    const dir = writeTree({
      'foo/catalog.yaml': GOOD,
      'deep.yaml': `schema: x\nv: ${'['.repeat(20000)}${']'.repeat(20000)}\n`,
    });
    const r = JSON.parse((await run('validate', '--format', 'json', dir)).out);
    expect(r.findings).toMatchObject([{ rule: 'parse-error', file: expect.stringMatching(/deep\.yaml$/) }]);
  });

  it('a file that is not UTF-8', async () => {
    const dir = writeTree({
      'foo/catalog.yaml': GOOD,
      'latin1.yaml': new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xe9, 0x0a]),
    });
    const r = JSON.parse((await run('validate', '--format', 'json', dir)).out);
    expect(r.findings).toMatchObject([{ rule: 'parse-error', file: expect.stringMatching(/latin1\.yaml$/), line: 1 }]);
  });
});

describe('--repo', () => {
  it('reads SOURCE relative to the repository and reports paths from its root', async () => {
    const root = writeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'catalogs/v4.16/foo/catalog.yaml': GOOD.replace('version: 0.1.0', 'version: "0.1"'),
    });
    const r = await run('validate', '--repo', root, '--format', 'json', 'catalogs/v4.16');
    expect(JSON.parse(r.out).findings).toMatchObject([
      { catalog: 'catalogs/v4.16', file: 'catalogs/v4.16/foo/catalog.yaml', line: 20 },
    ]);
  });
});
