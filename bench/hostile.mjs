// `npm run bench -- hostile`: the full-size hostile inputs of issues 8 and 17 (test/hostile holds them
// scaled down). Each case is a generated catalog directory validated by the CLI (built from the
// sources, as dist/cli.js is) in a fresh process: wall time, peak RSS, exit code, and the rules
// of the first findings. A case must end with findings (exit 1) or a clean run, never a crash.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { buildTo } from '../scripts/build.mjs';
import { runHostileRegistry } from './hostile-registry.mjs';

const PKG = '---\nschema: olm.package\nname: foo\ndefaultChannel: stable\n';
const TIMEOUT_MS = 300_000;

/** A package whose one bundle names 400,000 related images, every other one invalid (uppercase). */
function bigBundle(format) {
  const relatedImages = Array.from({ length: 400_000 }, (_, i) => ({
    name: `r${i}`,
    image: `quay.io/o/${i % 2 ? 'p' : 'P'}${i}:v1`,
  }));
  const docs = [
    { schema: 'olm.package', name: 'foo', defaultChannel: 'stable' },
    { schema: 'olm.channel', package: 'foo', name: 'stable', entries: [{ name: 'foo.v1.0.0' }] },
    {
      schema: 'olm.bundle',
      name: 'foo.v1.0.0',
      package: 'foo',
      image: 'quay.io/o/foo:v1',
      properties: [{ type: 'olm.package', value: { packageName: 'foo', version: '1.0.0' } }],
      relatedImages,
    },
  ];
  return format === 'json'
    ? docs.map((d) => JSON.stringify(d)).join('\n')
    : docs.map((d) => `---\n${stringify(d)}`).join('');
}

/** 100,000 .indexignore patterns (`line(i)`) over 15,000 catalog files in 100 directories. */
function ignoreCase(line) {
  const files = { '.indexignore': Array.from({ length: 100_000 }, (_, i) => line(i)).join('\n') + '\n' };
  for (let f = 0; f < 15_000; f++) files[`pkg${f % 100}/file-${f}.yaml`] = PKG.replace('foo', `foo${f}`);
  return files;
}

/** name → files of the catalog directory (path → string or Buffer). */
const CASES = {
  'glob *a*a*…b in .indexignore vs a name of 40 a': () => ({
    '.indexignore': '*a*a*a*a*a*a*a*a*a*a*a*a*b\n',
    [`${'a'.repeat(40)}.yaml`]: PKG,
  }),
  '100,000 .indexignore patterns x 15,000 files': () =>
    ignoreCase((i) => (i % 3 === 0 ? `file-${i}.yaml` : i % 3 === 1 ? `*.ext${i}` : `pre${i}*`)),
  '100,000 unanchored .indexignore globs x 15,000 files': () =>
    ignoreCase(
      (i) =>
        [
          `?ile-${i}.yam?`,
          `*/file-${i}.yaml`,
          `**/[f]ile-${i}.yaml`,
          `*ile-${i}*`,
          `pkg*/file-${i}.y*`,
          `!*le-${i}.y[a]ml`,
        ][i % 6],
    ),
  '2 MB string aliased 900x (channel entries)': () => ({
    'c.yaml':
      `${PKG}---\nschema: olm.channel\npackage: foo\nname: stable\nentries:\n- name: &big ` +
      `${'a'.repeat(2_000_000)}\n${'- name: *big\n'.repeat(900)}`,
  }),
  '1 MB invalid skipRange aliased 900x': () => ({
    'c.yaml':
      `${PKG}---\nschema: olm.channel\npackage: foo\nname: stable\nentries:\n- name: foo.v0\n  skipRange: &r ` +
      `'${'x'.repeat(1_000_000)}'\n` +
      Array.from({ length: 899 }, (_, i) => `- name: foo.v${i + 1}\n  replaces: foo.v${i}\n  skipRange: *r\n`).join(''),
  }),
  '1 MB valid skipRange aliased 900x, 900 bundles': () => ({
    'c.yaml':
      `${PKG}---\nschema: olm.channel\npackage: foo\nname: stable\nentries:\n- name: foo.v0.0.0\n  ` +
      `skipRange: &r '${'>=0.0.1 <99.0.0 '.repeat(62_500).trim()}'\n` +
      Array.from(
        { length: 899 },
        (_, i) => `- name: foo.v${i + 1}.0.0\n  replaces: foo.v${i}.0.0\n  skipRange: *r\n`,
      ).join('') +
      Array.from(
        { length: 900 },
        (_, i) =>
          `---\nschema: olm.bundle\npackage: foo\nname: foo.v${i}.0.0\nimage: quay.io/a/b:${i}\nproperties:\n` +
          `- type: olm.package\n  value: {packageName: foo, version: ${i}.0.0}\n`,
      ).join(''),
  }),
  '1,000,000-digit integer aliased 900x': () => ({
    'c.yaml': `${PKG}x: &n ${'9'.repeat(1_000_000)}\nz: [${'*n, '.repeat(899)}*n]\n`,
  }),
  '60 flow sequences nested 9,990 deep': () => ({
    'c.yaml': Array.from(
      { length: 60 },
      (_, i) => `${PKG.replace('foo', `foo${i}`)}x: ${'['.repeat(9990)}${']'.repeat(9990)}\n`,
    ).join(''),
  }),
  '10 MB one-line flow sequence': () => ({ 'c.yaml': `${PKG}x: [${'12345, '.repeat(1_500_000)}1]\n` }),
  '200 MB quoted scalar in a flow mapping': () => ({
    'c.yaml': Buffer.concat([
      Buffer.from('{schema: olm.package, name: foo, x: "'),
      Buffer.alloc(200_000_000, 0x61),
      Buffer.from('"}\n'),
    ]),
  }),
  'JSON nested 300,000 deep': () => ({ 'c.json': '{"a":'.repeat(300_000) + '1' + '}'.repeat(300_000) }),
  '20 MB one-document catalog.json, 200,000 findings': () => ({ 'c.json': bigBundle('json') }),
  '20 MB one-document catalog.yaml, 200,000 findings': () => ({ 'c.yaml': bigBundle('yaml') }),
  '10 MB image reference': () => ({
    'c.yaml':
      `${PKG}---\nschema: olm.bundle\nname: foo.v1\npackage: foo\nimage: quay.io/${'a'.repeat(10_000_000)}` +
      `\nproperties: []\n`,
  }),
};

export async function runHostile() {
  const root = mkdtempSync(join(tmpdir(), 'fbc-hostile-'));
  try {
    await buildTo(root);
    const rssHook =
      "data:text/javascript,process.on('exit',()=>process.stderr.write('\\npeak-rss " +
      "'+process.resourceUsage().maxRSS+'\\n'))";
    console.log('case                                                 exit   seconds   peak RSS MB   first findings');
    for (const [name, make] of Object.entries(CASES)) {
      const dir = join(root, 'case');
      rmSync(dir, { recursive: true, force: true });
      for (const [path, content] of Object.entries(make())) {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
      const t = Date.now();
      const r = spawnSync(process.execPath, ['--import', rssHook, join(root, 'cli.js'), 'validate', dir], {
        timeout: TIMEOUT_MS,
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 1 << 30,
      });
      const secs = ((Date.now() - t) / 1000).toFixed(1);
      const err = r.stderr?.toString() ?? '';
      const rss = /peak-rss (\d+)/.exec(err)?.[1];
      const exit = r.error?.code === 'ETIMEDOUT' ? 'timeout' : String(r.status ?? r.signal);
      const rules = [
        ...new Set(
          (r.stdout?.toString() ?? '')
            .split('\n')
            .map((l) => /^\S+: (?:error|warning|info) ([a-z0-9-]+)/.exec(l)?.[1])
            .filter(Boolean),
        ),
      ]
        .slice(0, 3)
        .join(', ');
      const crash = /internal error|heap|Maximum call stack/i.test(err) ? ' CRASH' : '';
      console.log(
        `${name.padEnd(52)} ${exit.padStart(4)} ${secs.padStart(9)}   ` +
          `${(rss ? (Number(rss) / 1024).toFixed(0) : '?').padStart(11)}   ${rules}${crash} (stdout ` +
          `${r.stdout?.length ?? 0} bytes)`,
      );
      rmSync(dir, { recursive: true, force: true });
    }
    await runHostileRegistry(join(root, 'cli.js'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
