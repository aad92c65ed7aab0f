// Files that are not what they claim: FIFOs, devices, symlinks that dangle, loop or point at
// /dev/zero, names that are not UTF-8, a configuration that explodes, a cache that is not one.
// Each must end in a finding or a clear message naming the file: no hang, no internal error.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildId } from '../../src/cache/build-id.js';
import { run, type Run } from '../helpers/cli.js';
import { basicCatalog } from '../helpers/fixture.js';
import { writeTree } from '../helpers/validate.js';
import { isRoot, rootNote } from '../helpers/skip-note.js';

const OK = basicCatalog();
const T = 5_000;
const mkfifo = (path: string): void => void execFileSync('mkfifo', [path]);
/** A character device like /dev/zero (1,5) inside the tree: possible as root only. */
const mknodZero = (path: string): boolean => {
  try {
    execFileSync('mknod', [path, 'c', '1', '5'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
/** A reported file's path inside `dir` (reports are relative to the working directory). */
const inside = (dir: string, file = ''): string => relative(dir, resolve(file));
const findings = (r: Run): { rule: string; file?: string; message: string }[] => JSON.parse(r.out).findings;
const clean = (r: Run): void => {
  expect(r.err).not.toMatch(/internal error|\n\s+at /);
};
const validateJson = async (...args: string[]): Promise<Run> => {
  const r = await run('validate', '--format', 'json', ...args);
  clean(r);
  return r;
};

describe('catalog files that are not regular files', () => {
  it('a FIFO in the catalog is a file-unreadable finding, not a hang', { timeout: T }, async () => {
    const dir = writeTree({ 'foo/catalog.yaml': OK });
    mkfifo(join(dir, 'foo/pipe.yaml'));
    const r = await validateJson(dir);
    expect(r.code).toBe(1);
    expect(findings(r)).toMatchObject([
      {
        rule: 'file-unreadable',
        file: expect.stringMatching(/foo\/pipe\.yaml$/),
        message: expect.stringMatching(/FIFO/),
      },
    ]);
    // The diff lists files the same way: the FIFO is the same problem on both sides, not new.
    const d = await run('diff', '--base', dir, '--head', dir);
    clean(d);
    expect(d.code).toBe(0);
  });

  it('a symlink to a FIFO in the catalog is read without blocking and refused', { timeout: T }, async () => {
    const dir = writeTree({ 'foo/catalog.yaml': OK });
    mkfifo(join(dir, 'pipe'));
    symlinkSync('../pipe', join(dir, 'foo/link.yaml'));
    const r = await validateJson(dir);
    expect(findings(r).map((f) => [f.rule, inside(dir, f.file)])).toEqual([
      ['file-unreadable', 'foo/link.yaml'],
      ['file-unreadable', 'pipe'],
    ]);
  });

  it('a FIFO that .indexignore ignores is not even looked at, as opm skips it', { timeout: T }, async () => {
    const dir = writeTree({ 'foo/catalog.yaml': OK, '.indexignore': '*.pipe\n' });
    mkfifo(join(dir, 'foo/x.pipe'));
    expect((await validateJson(dir)).code).toBe(0);
  });

  it('a .indexignore that is a FIFO is refused too', { timeout: T }, async () => {
    const dir = writeTree({ 'foo/catalog.yaml': OK });
    mkfifo(join(dir, '.indexignore'));
    const r = await validateJson(dir);
    expect(findings(r)).toMatchObject([{ rule: 'file-unreadable', file: expect.stringMatching(/\.indexignore$/) }]);
  });

  it('a symlink to /dev/zero or /dev/null leaves the catalog: not followed', { timeout: T }, async () => {
    const dir = writeTree({ 'foo/catalog.yaml': OK });
    symlinkSync('/dev/zero', join(dir, 'zero.yaml'));
    symlinkSync('/dev/null', join(dir, 'null.yaml'));
    const r = await validateJson(dir);
    expect(findings(r).map((f) => f.rule)).toEqual(['path-escapes-catalog', 'path-escapes-catalog']);
  });

  it.skipIf(!isRoot)(
    rootNote('a character device inside the catalog, and a symlink to it, are refused unread'),
    { timeout: T },
    async () => {
      const dir = writeTree({ 'foo/catalog.yaml': OK });
      expect(mknodZero(join(dir, 'zero'))).toBe(true);
      symlinkSync('zero', join(dir, 'link.yaml'));
      const r = await validateJson(dir);
      expect(findings(r)).toMatchObject([
        {
          rule: 'file-unreadable',
          file: expect.stringMatching(/link\.yaml$/),
          message: expect.stringMatching(/character device/),
        },
        {
          rule: 'file-unreadable',
          file: expect.stringMatching(/zero$/),
          message: expect.stringMatching(/character device/),
        },
      ]);
    },
  );
});

describe('symlinks that dangle, loop or point back', () => {
  it("--catalogs '*' skips dangling and looping symlinks and links to directories", { timeout: T }, async () => {
    const dir = writeTree({ 'v1/foo/catalog.yaml': OK });
    symlinkSync('nowhere', join(dir, 'dangling'));
    symlinkSync('loop-b', join(dir, 'loop-a'));
    symlinkSync('loop-a', join(dir, 'loop-b'));
    symlinkSync('.', join(dir, 'self'));
    symlinkSync('v1', join(dir, 'v1-again'));
    const r = await run('validate', '--catalogs', '*', dir);
    clean(r);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/1 catalog\b/);
  });

  it(
    'inside a catalog: a loop is named as one, and a link to the catalog itself is a link to a directory',
    { timeout: T },
    async () => {
      const dir = writeTree({ 'foo/catalog.yaml': OK });
      symlinkSync('b.yaml', join(dir, 'a.yaml'));
      symlinkSync('a.yaml', join(dir, 'b.yaml'));
      symlinkSync('.', join(dir, 'self'));
      const r = await validateJson(dir);
      expect(findings(r).map((f) => [f.rule, f.file?.split('/').pop(), f.message])).toEqual([
        ['file-unreadable', 'a.yaml', 'a symlink loop'],
        ['file-unreadable', 'b.yaml', 'a symlink loop'],
        ['file-unreadable', 'self', expect.stringMatching(/symlink to a directory/)],
      ]);
    },
  );

  it('a SOURCE that is a symlink loop is exit 2 with a message', { timeout: T }, async () => {
    const dir = writeTree({});
    symlinkSync('x', join(dir, 'y'));
    symlinkSync('y', join(dir, 'x'));
    const r = await run('validate', join(dir, 'x'));
    expect(r).toMatchObject({ code: 2, err: expect.stringMatching(/cannot read .*x: a symlink loop/) });
  });
});

describe('file names that are not UTF-8', () => {
  it('the file is read, and its name reported with the stray bytes escaped', { timeout: T }, async () => {
    const dir = writeTree({ 'foo/catalog.yaml': OK });
    const name = Buffer.concat([Buffer.from(join(dir, 'foo/caf')), Buffer.from([0xe9]), Buffer.from('.yaml')]);
    writeFileSync(name, 'schema: olm.package\nname: [oops\n');
    const r = await validateJson(dir);
    expect(findings(r).map((f) => [f.rule, inside(dir, f.file)])).toEqual([['parse-error', 'foo/caf\\xe9.yaml']]);
  });
});

describe('the configuration file', () => {
  const repo = (): string => writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'cat/foo/catalog.yaml': OK });

  it('a symlink to /dev/zero is a configuration error (exit 2), not an endless read', { timeout: T }, async () => {
    const root = repo();
    mkdirSync(join(root, '.github'));
    symlinkSync('/dev/zero', join(root, '.github/fbc-bot.yaml'));
    const r = await run('validate', join(root, 'cat'));
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toMatch(/cannot read .*\.github\/fbc-bot\.yaml: not a regular file \(a character device\)/);
  });

  it('a FIFO, a directory, a dangling link or a huge file is exit 2 naming it', { timeout: T }, async () => {
    const cases: [string, (p: string) => void, RegExp][] = [
      ['fifo', mkfifo, /a FIFO/],
      ['dir', (p) => mkdirSync(p), /a directory/],
      ['dangling', (p) => symlinkSync('nowhere', p), /no such file/],
      ['huge', (p) => writeFileSync(p, `# ${'x'.repeat(2 << 20)}\n`), /more than the 1048576/],
    ];
    for (const [, make, message] of cases) {
      const root = repo();
      mkdirSync(join(root, '.github'));
      make(join(root, '.github/fbc-bot.yaml'));
      const r = await run('validate', join(root, 'cat'));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/fbc-bot\.yaml: /);
      expect(r.err).toMatch(message);
      clean(r);
    }
    const r = await run('validate', '--config', '/dev/null', join(repo(), 'cat'));
    expect(r).toMatchObject({
      code: 2,
      err: 'fbc-bot: cannot read /dev/null: not a regular file (a character device)\n',
    });
  });

  it('an alias bomb is a configuration error with file and line', { timeout: T }, async () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill('*' + String.fromCharCode(96 + i))
          .join(',')}]`,
      );
    const root = repo();
    mkdirSync(join(root, '.github'));
    writeFileSync(join(root, '.github/fbc-bot.yaml'), bomb.join('\n') + '\n');
    const r = await run('validate', join(root, 'cat'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/\.github\/fbc-bot\.yaml:2: excessive aliasing/);
  });
});

describe('a --cache file that is not what this build wrote', () => {
  const sides = (): [string, string] => {
    const base = writeTree({ 'foo/catalog.yaml': OK });
    const head = writeTree({
      'foo/catalog.yaml': OK.replace('foo.v0.2.0\n  replaces', 'foo.v0.2.0\n  skipRange: "<0.2.0"\n  replaces'),
    });
    return [base, head];
  };

  it(
    'malformed JSON, wrong shapes, a FIFO or /dev/zero: ignored with a warning, rebuilt, same result',
    { timeout: 15_000 },
    async () => {
      const [base, head] = sides();
      const plain = await run('diff', '--base', base, '--head', head, '--format', 'json');
      const bad: ((p: string) => void)[] = [
        (p) => writeFileSync(p, '{"format": 1, "build": "'),
        (p) => writeFileSync(p, JSON.stringify({ format: 1, build: buildId(), summaries: 5, parts: [] })),
        (p) => mkfifo(p),
        (p) => symlinkSync('/dev/zero', p),
      ];
      for (const make of bad) {
        const cache = writeTree({});
        make(join(cache, 'fbc-bot-cache.json'));
        const r = await run('diff', '--base', base, '--head', head, '--format', 'json', '--cache', cache);
        clean(r);
        expect(r.code).toBe(plain.code);
        expect(JSON.parse(r.out)).toEqual(JSON.parse(plain.out));
        expect(r.err).toMatch(/^fbc-bot: warning: .*cache.*ignored, it will be rebuilt\n/);
      }
    },
  );

  it('entries of the right build with the wrong content are dropped at first use', { timeout: 15_000 }, async () => {
    const [base, head] = sides();
    const cache = writeTree({});
    expect((await run('diff', '--base', base, '--head', head, '--cache', cache)).err).toBe('');
    const file = join(cache, 'fbc-bot-cache.json');
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    for (const k of Object.keys(stored.summaries)) stored.summaries[k] = { packages: 'foo' };
    for (const k of Object.keys(stored.parts)) stored.parts[k] = { findings: [{ rule: 7 }], facts: {} };
    writeFileSync(file, JSON.stringify(stored));
    const r = await run('diff', '--base', base, '--head', head, '--cache', cache);
    clean(r);
    expect(r.err).toMatch(/malformed entry: ignored, it will be rebuilt/);
    expect(JSON.parse(readFileSync(file, 'utf8')).summaries).not.toEqual(stored.summaries);
  });
});

describe('a --cache whose entries look right but are not', () => {
  it(
    'entries of the right shape with an unknown rule or a requirement of the wrong type are dropped',
    { timeout: 15_000 },
    async () => {
      // bar is untouched: its part's results come from the cache.
      const bar = OK.replace(/foo/g, 'bar');
      const base = writeTree({ 'foo/catalog.yaml': OK, 'bar/catalog.yaml': bar });
      const head = writeTree({
        'foo/catalog.yaml': OK.replace('foo.v0.2.0\n  replaces', 'foo.v0.2.0\n  skipRange: "<0.2.0"\n  replaces'),
        'bar/catalog.yaml': bar,
      });
      const plain = await run('diff', '--base', base, '--head', head, '--format', 'json');
      const wrong: ((part: { findings: unknown[]; facts: { requires: unknown[] } }) => void)[] = [
        (part) => void part.findings.push({ rule: 'no-such-rule', severity: 'error', message: 'x' }),
        (part) => void part.findings.push({ rule: 'package-duplicate', severity: 'fatal', message: 'x' }),
        (part) =>
          void (part.facts.requires = [
            {
              kind: 'package',
              name: 'baz',
              range: 5,
              valid: true,
              package: 'bar',
              bundle: 'bar.v0.1.0',
              file: 'x',
              line: 1,
              column: 1,
            },
          ]),
      ];
      for (const spoil of wrong) {
        const cache = writeTree({});
        expect((await run('diff', '--base', base, '--head', head, '--cache', cache)).err).toBe('');
        const file = join(cache, 'fbc-bot-cache.json');
        const stored = JSON.parse(readFileSync(file, 'utf8'));
        for (const part of Object.values(stored.parts)) spoil(part as Parameters<typeof spoil>[0]);
        writeFileSync(file, JSON.stringify(stored));
        const r = await run('diff', '--base', base, '--head', head, '--format', 'json', '--cache', cache);
        clean(r);
        expect(r.err).toMatch(
          /^fbc-bot: warning: the cache .* holds a malformed entry: ignored, it will be rebuilt\n$/,
        );
        expect(JSON.parse(r.out)).toEqual(JSON.parse(plain.out));
      }
    },
  );
});
