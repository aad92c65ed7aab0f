// The registry cases of `npm run bench -- hostile` (issue 17): registries a pull request's author
// controls, served from loopback by this process. 24 bundle images whose one gzip layer inflates
// to 256 MiB, read for their CRDs; a registry answering 429 Retry-After: 59; 40 hosts that accept
// connections and never answer; and 24 images whose manifests/ hold 4 CRDs of 3.5 MiB of YAML
// each (within each image's bounds, decoded for the CRD check). Each runs in a fresh process
// (wall time, peak RSS, the answers).
// `node bench/hostile-registry.mjs DIR` measures the source tree in DIR instead (e.g. an export
// of main, for the numbers before a change).
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { createGzip, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { isMain } from '../scripts/is-main.mjs';

const TIMEOUT_MS = 400_000;
const BOMBS = 24;
const BOMB_BYTES = 256 * 1024 * 1024;
const SILENT_HOSTS = 40;
const FILES_PER_IMAGE = 4;
const FILE_BYTES = 3.5 * 1024 * 1024;
const RSS_HOOK =
  "data:text/javascript,process.on('exit',()=>process.stderr.write('\\npeak-rss " +
  "'+process.resourceUsage().maxRSS+'\\n'))";

const sha256 = (b) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

/** One ustar header block for a regular file. */
function header(path, size) {
  const h = Buffer.alloc(512);
  h.write(path, 0);
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  h.write('00000000000\0', 136);
  h.write('        ', 148);
  h.write('0', 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  let sum = 0;
  for (const x of h) sum += x;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

const CRD =
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ' +
  'widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: ' +
  'Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema: ' +
  '{openAPIV3Schema: {type: object}}\n';

/**
 * A layer of a small CRD under manifests/ and a filler file of zeros, BOMB_BYTES in all once
 * inflated; compressed a MiB at a time, so that this process stays small (a child's peak RSS
 * starts from its parent's at fork).
 */
async function bombLayer() {
  const crd = Buffer.from(CRD);
  const pad = (n) => Buffer.alloc((512 - (n % 512)) % 512);
  const head = Buffer.concat([header('manifests/widgets.crd.yaml', crd.length), crd, pad(crd.length)]);
  const filler = BOMB_BYTES - head.length - 512 - 1024;
  const out = [];
  const gzip = createGzip();
  gzip.on('data', (c) => out.push(c));
  const done = new Promise((r, j) => gzip.on('end', r).on('error', j));
  gzip.write(Buffer.concat([head, header('filler.bin', filler)]));
  const MiB = Buffer.alloc(1024 * 1024);
  for (let left = filler; left > 0; left -= MiB.length)
    if (!gzip.write(left >= MiB.length ? MiB : MiB.subarray(0, left))) await new Promise((r) => gzip.once('drain', r));
  gzip.end(Buffer.alloc(pad(filler).length + 1024));
  await done;
  return Buffer.concat(out);
}

/** A CRD of about `bytes` of YAML: one schema property per 100 bytes. */
function bigCrd(bytes) {
  const props = Array.from(
    { length: Math.floor(bytes / 100) },
    (_, i) =>
      `              p${i}:\n                type: string\n                description: field ` +
      `${String(i).padStart(7, '0')} of the spec\n`,
  ).join('');
  return (
    `${CRD.slice(0, CRD.indexOf('    schema:'))}    schema:\n      openAPIV3Schema:\n        type: object\n  ` +
    `      properties:\n          spec:\n            type: object\n            properties:\n${props}`
  );
}

/** A layer of FILES_PER_IMAGE CRDs of FILE_BYTES each under manifests/ (within the bounds of one image). */
function crdLayer() {
  const pad = (n) => Buffer.alloc((512 - (n % 512)) % 512);
  const parts = [];
  for (let i = 0; i < FILES_PER_IMAGE; i++) {
    const crd = Buffer.from(
      bigCrd(FILE_BYTES).replaceAll('widgets', `widgets${i}`).replace('kind: Widget', `kind: Widget${i}`),
    );
    parts.push(header(`manifests/w${i}.crd.yaml`, crd.length), crd, pad(crd.length));
  }
  return gzipSync(Buffer.concat([...parts, Buffer.alloc(1024)]));
}

/** An OCI registry of BOMBS repositories b0/bundle … sharing one image whose layer is `layer`. */
async function bombRegistry(layer) {
  const config = Buffer.from('{"architecture":"amd64","os":"linux","rootfs":{"type":"layers","diff_ids":[]}}');
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: sha256(config), size: config.length },
      layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: sha256(layer), size: layer.length }],
    }),
  );
  const blobs = new Map([
    [sha256(layer), layer],
    [sha256(config), config],
  ]);
  const server = createHttpServer((req, res) => {
    const url = req.url ?? '';
    if (/^\/v2\/b\d+\/bundle\/manifests\//.test(url)) {
      res.writeHead(200, {
        'content-type': 'application/vnd.oci.image.manifest.v1+json',
        'docker-content-digest': sha256(manifest),
        'content-length': manifest.length,
      });
      return res.end(req.method === 'HEAD' ? undefined : manifest);
    }
    const blob = blobs.get(/\/blobs\/(sha256:[a-f0-9]{64})$/.exec(url)?.[1]);
    if (blob) return res.writeHead(200, { 'content-length': blob.length }).end(blob);
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"code":"NAME_UNKNOWN"}]}');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, host: `127.0.0.1:${server.address().port}` };
}

/** The CRD read of the image step (readImageCrds over the registry lookup) built from `source`, run in a child. */
async function crdReader(work, source) {
  const bundle = join(work, 'crd-reader.mjs');
  const contents =
    `export { createRegistryLookup } from './src/registry/index.ts';\nexport { readImageCrds } from ` +
    `'./src/pipeline/image-answers.ts';`;
  await build({
    stdin: { contents, resolveDir: source, loader: 'ts', sourcefile: 'crd-reader.ts' },
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: {
      js:
        "import { createRequire as __fbcCreateRequire } from 'node:module';\nconst require = " +
        '__fbcCreateRequire(import.meta.url);',
    },
  });
  const driver = join(work, 'crd-driver.mjs');
  writeFileSync(
    driver,
    `import { createRegistryLookup, readImageCrds } from './crd-reader.mjs';
const refs = JSON.parse(process.argv[2]);
const crds = await readImageCrds(createRegistryLookup(), refs);
const states = {};
for (const c of crds.values()) { const k = c.state === 'unreadable' ? c.detail.replace(/^\\S+: /, '')` +
      `.replace(/b\\d+\\/bundle/g, 'bN/bundle').replace(/sha256:[a-f0-9]{64}/g, 'sha256:…').slice(0, 110) : c.state; ` +
      `states[k] = (states[k] ?? 0) + 1; }
console.log(JSON.stringify(states));
`,
  );
  return driver;
}

/** A catalog directory whose one bundle names every reference (its image the first). */
function catalogNaming(dir, refs) {
  mkdirSync(join(dir, 'foo'), { recursive: true });
  const related = refs.map((r, i) => `- name: img${i}\n  image: ${r}\n`).join('');
  writeFileSync(
    join(dir, 'foo', 'catalog.yaml'),
    `---\nschema: olm.package\nname: foo\ndefaultChannel: stable\n---\nschema: olm.channel\npackage: ` +
      `foo\nname: stable\nentries:\n- name: foo.v1.0.0\n---\nschema: olm.bundle\npackage: foo\nname: ` +
      `foo.v1.0.0\nimage: ${refs[0]}\nproperties:\n- type: olm.package\n  value: {packageName: foo, version: ` +
      `1.0.0}\nrelatedImages:\n${related}`,
  );
}

/** Runs a node child asynchronously (this process serves the registries meanwhile). */
function measure(args) {
  return new Promise((done) => {
    const began = Date.now();
    const child = spawn(process.execPath, ['--import', RSS_HOOK, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const rss = /peak-rss (\d+)/.exec(err)?.[1];
      done({
        exit: String(code ?? signal),
        secs: ((Date.now() - began) / 1000).toFixed(1),
        rss: rss ? (Number(rss) / 1024).toFixed(0) : '?',
        out,
        crash: /internal error|heap|Maximum call stack|\n\s+at /i.test(err)
          ? (err.split('\n').find((l) => /error/i.test(l)) ?? 'crash')
          : '',
      });
    });
  });
}

const verdict = (out) => {
  const rules = {};
  for (const l of out.split('\n')) {
    const m = /^\S+: (?:error|warning|info) ([a-z0-9-]+)/.exec(l);
    if (m && m[1].startsWith('image-')) rules[m[1]] = (rules[m[1]] ?? 0) + 1;
  }
  const why = /could not be checked: (.*?);/.exec(out)?.[1] ?? '';
  return `${JSON.stringify(rules)} ${why.replace(/127\.0\.0\.1:\d+/g, 'HOST').slice(0, 120)}`;
};

/** The registry cases against the CLI at `cli` and the sources at `source`; prints one row each. */
export async function runHostileRegistry(cli, source = process.cwd()) {
  const work = mkdtempSync(join(tmpdir(), 'fbc-hostile-registry-'));
  const sockets = new Set();
  const servers = [];
  try {
    const layer = await bombLayer();
    const bombs = await bombRegistry(layer);
    servers.push(bombs.server);
    const crds = await bombRegistry(crdLayer());
    servers.push(crds.server);
    const limited = createHttpServer((_req, res) => res.writeHead(429, { 'retry-after': '59' }).end());
    await new Promise((r) => limited.listen(0, '127.0.0.1', r));
    servers.push(limited);
    const silent = [];
    for (let i = 0; i < SILENT_HOSTS; i++) {
      const s = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise((r) => s.listen(0, '127.0.0.1', r));
      servers.push(s);
      silent.push(`127.0.0.1:${s.address().port}/ops/bundle:v1`);
    }
    const driver = await crdReader(work, source);
    console.log(
      `\nregistry case (${(layer.length / 1024).toFixed(0)} KiB gzip layers)              exit   seconds   ` +
        `peak RSS MB   answers`,
    );
    const row = (name, r, what) =>
      console.log(
        `${name.padEnd(52)} ${r.exit.padStart(4)} ${r.secs.padStart(9)}   ${r.rss.padStart(11)}   ${what}` +
          `${r.crash ? ` CRASH ${r.crash.slice(0, 200)}` : ''}`,
      );
    const bombRefs = Array.from({ length: BOMBS }, (_, i) => `${bombs.host}/b${i}/bundle:v1`);
    const b = await measure([driver, JSON.stringify(bombRefs)]);
    row(`${BOMBS} bundle images, layers inflating to 256 MiB`, b, b.out.trim());
    const c = await measure([driver, JSON.stringify(bombRefs.map((r) => r.replace(bombs.host, crds.host)))]);
    row(
      `${BOMBS} bundle images, ${FILES_PER_IMAGE} CRDs of ${(FILE_BYTES / 1048576).toFixed(1)} MiB each`,
      c,
      c.out.trim(),
    );
    for (const [name, refs] of [
      ['429 Retry-After: 59 (validate --check-images)', [`127.0.0.1:${limited.address().port}/ops/bundle:v1`]],
      [`${SILENT_HOSTS} silent hosts (validate --check-images)`, silent],
    ]) {
      const dir = join(work, 'catalog');
      rmSync(dir, { recursive: true, force: true });
      catalogNaming(dir, refs);
      const r = await measure([cli, 'validate', '--check-images', dir]);
      row(name, r, verdict(r.out));
    }
  } finally {
    for (const s of sockets) s.destroy();
    for (const s of servers) s.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const source = resolve(process.argv[2] ?? '.');
  const out = mkdtempSync(join(tmpdir(), 'fbc-hostile-registry-cli-'));
  try {
    spawnSync(process.execPath, ['scripts/build.mjs', out], { cwd: source, stdio: 'inherit' });
    await runHostileRegistry(join(out, 'cli.js'), source);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
