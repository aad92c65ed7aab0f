// `npm run bench -- publish`: the catalog image of corpus v4.16 published by publishImages (built
// from the sources) to a loopback registry (Debian's docker-registry) on a two-platform base built
// by umoci, against `skopeo copy --all` of the same image as an OCI layout, in the same run.
// - cold: the base's layers absent from the target registry. The base is on another registry, and
//   each round fbc-bot and then skopeo push to a registry started for the round: fbc-bot copies
//   the base's layers across (reading each from the base's registry), skopeo uploads them from
//   its layout. The target (at most 1.5 times skopeo) is about this row.
// - cold, base mounted: the base on the target registry, in another repository: fbc-bot mounts its
//   layers; skopeo's blob-info cache knows where each blob was seen (the base's layers in the
//   base's repository, pushed there by skopeo), so it mounts them too. What is left is what only
//   fbc-bot does: validate, compress the catalog and read the image back.
// - warm: one package changed, published to the repository holding the previous image; a proxy in
//   front of the registry checks that only the new catalog layer and the configurations go up.
// The layouts skopeo copies are pulled through the proxy (another registry name to skopeo's
// cache), so the catalog layer and the configurations are new to it and go up, as fbc-bot's do.
// skopeo neither compresses, validates nor reads back. Median of ROUNDS after a warm-up.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importModules } from './bundle.mjs';

const ROUNDS = 3;
/** A stand-in for opm's image per platform: a small root filesystem, opm, grpc_health_probe (incompressible). */
const BASE_LAYERS_MB = [1, 20, 5];

const load = (work) =>
  importModules(
    [
      'src/pipeline/publish-image.ts',
      'src/pipeline/publish-image-client.ts',
      'test/helpers/registry.ts',
      'test/helpers/oci-image.ts',
      'test/helpers/registry-proxy.ts',
    ],
    join(work, 'publish-bench.mjs'),
  );

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const skopeo = (args) => execFileSync('skopeo', ['--insecure-policy', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

/** The base: an index of linux/amd64 and linux/arm64, each its own random layers, pushed as `ref`. */
function pushBase(lib, ref) {
  const layout = lib.ociLayout();
  try {
    for (const architecture of ['amd64', 'arm64']) {
      const layers = BASE_LAYERS_MB.map((mb, i) => ({
        [`layer${i}/blob`]: randomBytes(mb * 1024 * 1024).toString('latin1'),
      }));
      layers[1]['bin/opm'] = '#!/bin/sh\necho opm\n';
      lib.buildImage(layout, architecture, layers, { os: 'linux', architecture });
    }
    lib.buildIndex(layout, 'multi', ['amd64', 'arm64']);
    lib.push(layout, 'multi', ref);
  } finally {
    lib.removeLayout(layout);
  }
}

async function timed(f) {
  const began = performance.now();
  const value = await f();
  return { ms: performance.now() - began, value };
}

/** The image at `ref` as an OCI layout (what skopeo copies in its turn); async, as the proxy serves it from here. */
async function layoutOf(work, ref, name) {
  const dir = join(work, name);
  await promisify(execFile)('skopeo', [
    '--insecure-policy',
    'copy',
    '--all',
    '--quiet',
    '--src-tls-verify=false',
    `docker://${ref}`,
    `oci:${dir}:img`,
  ]);
  return dir;
}

function skopeoPush(layout, dest) {
  skopeo(['copy', '--all', '--quiet', '--dest-tls-verify=false', `oci:${layout}:img`, `docker://${dest}`]);
}

/** The digests of the blobs the proxy saw uploaded (monolithic or chunked: the closing PUT names it). */
function uploaded(seen, from) {
  return seen
    .slice(from)
    .filter((s) => s.method === 'PUT' && /\/blobs\/uploads\//.test(s.path))
    .map((s) => new URL(s.path, 'http://x').searchParams.get('digest'));
}

export async function runPublish(shared) {
  const corpus = join(shared, 'corpus', 'head', 'catalogs', 'v4.16');
  const work = mkdtempSync(join(tmpdir(), 'fbc-publish-bench-'));
  try {
    const lib = await load(work);
    console.log('\npublish-image: corpus v4.16 to a loopback registry, two-platform base, vs skopeo copy --all');
    if (!lib.hasRegistryTools) {
      console.log(`skipped: ${lib.missingRegistryTools().join(', ')} not found (${lib.INSTALL})`);
      return;
    }
    const registry = await lib.startRegistry();
    const proxy = await lib.startProxy(registry.host, () => undefined, { keepHost: true });
    try {
      const base = `${registry.host}/base/opm:multi`;
      pushBase(lib, base);
      const catalog = join(work, 'catalogs', 'v4.16');
      cpSync(corpus, catalog, { recursive: true });
      const client = lib.publishClient(new Map(), undefined);
      const publish = (to) =>
        lib.publishImages({ source: catalog, baseImage: base, to, env: { SOURCE_DATE_EPOCH: '0' } }, client);
      const ours = { cold: [], mounted: [], warm: [] };
      const theirs = { cold: [], mounted: [], warm: [] };
      let changedOne;
      const pkgs = readdirSync(catalog).sort();
      for (let round = 0; round <= ROUNDS; round++) {
        // Cold, base mounted: a repository of its own on the base's registry; the same catalog each round.
        const mounted = await timed(() => publish(`${registry.host}/cat/mounted${round}`));
        const c = mounted.value.catalogs[0];
        if (c?.readBack !== 'ok') throw new Error(`mounted publish did not read back: ${c?.readBack}`);
        const coldLayout = await layoutOf(work, `${proxy.host}/cat/mounted${round}@${c.digest}`, `mounted${round}`);
        const sMounted = await timed(() => skopeoPush(coldLayout, `${registry.host}/skopeo/mounted${round}:v4.16`));
        // Cold: a registry started for the round, holding none of the base's layers; fbc-bot copies
        // them from the base's registry, skopeo uploads the same image from its layout (pulled
        // through the proxy: no blob of it is known to skopeo's cache on this registry).
        const fresh = await lib.startRegistry();
        let cold, sCold;
        try {
          cold = await timed(() => publish(`${fresh.host}/cat/cold`));
          const f = cold.value.catalogs[0];
          if (f?.readBack !== 'ok') throw new Error(`cold publish did not read back: ${f?.readBack}`);
          if (f.digest !== c.digest) throw new Error('the cold image is not the mounted one');
          if (cold.value.stats.mounted + cold.value.stats.present !== 0) throw new Error('cold publish found blobs');
          sCold = await timed(() => skopeoPush(coldLayout, `${fresh.host}/skopeo/cold:v4.16`));
        } finally {
          await fresh.stop();
        }
        // Warm: one package changed, to the repository holding the cold image (and skopeo's likewise).
        changedOne = join(catalog, pkgs[round % pkgs.length], 'catalog.yaml');
        const original = readFileSync(changedOne);
        writeFileSync(changedOne, Buffer.concat([original, Buffer.from(`# changed in round ${round}\n`)]));
        const warm = await timed(() => publish(`${registry.host}/cat/mounted${round}`));
        const w = warm.value.catalogs[0];
        if (w?.readBack !== 'ok') throw new Error(`warm publish did not read back: ${w?.readBack}`);
        const warmLayout = await layoutOf(work, `${proxy.host}/cat/mounted${round}@${w.digest}`, `warm${round}`);
        const sWarm = await timed(() => skopeoPush(warmLayout, `${registry.host}/skopeo/mounted${round}:v4.16`));
        writeFileSync(changedOne, original);
        for (const l of [coldLayout, warmLayout]) rmSync(l, { recursive: true, force: true });
        if (round === 0) continue; // the warm-up
        ours.cold.push(cold.ms);
        ours.mounted.push(mounted.ms);
        ours.warm.push(warm.ms);
        theirs.cold.push(sCold.ms);
        theirs.mounted.push(sMounted.ms);
        theirs.warm.push(sWarm.ms);
      }
      // Warm through the proxy, counting what goes up: the new layer and one configuration per platform.
      const to = `${proxy.host}/cat/counted`;
      await lib.publishImages({ source: catalog, baseImage: base, to, env: { SOURCE_DATE_EPOCH: '0' } }, client);
      writeFileSync(changedOne, Buffer.concat([readFileSync(changedOne), Buffer.from('# changed again\n')]));
      const from = proxy.seen.length;
      const run = await lib.publishImages(
        { source: catalog, baseImage: base, to, env: { SOURCE_DATE_EPOCH: '0' } },
        client,
      );
      const blobs = uploaded(proxy.seen, from);
      const platforms = run.catalogs[0].platforms.length;
      const onlyNew = blobs.length === 1 + platforms;
      const ms = (xs) => median(xs).toFixed(0).padStart(8);
      const rows = { cold: 'cold', mounted: 'cold, mounted', warm: 'warm' };
      console.log('                 fbc-bot ms   skopeo ms   ratio');
      for (const [k, label] of Object.entries(rows))
        console.log(
          `${label.padEnd(16)} ${ms(ours[k])}   ${ms(theirs[k])}   ${(median(ours[k]) / median(theirs[k])).toFixed(2)}`,
        );
      console.log(
        `warm uploads: ${blobs.length} blobs (${onlyNew ? 'only' : 'NOT only'} the new catalog layer and ` +
          `${platforms} configurations); ${run.stats.mounted} mounted, ${run.stats.present} already there`,
      );
      if (!onlyNew) process.exitCode = 1;
    } finally {
      await proxy.stop();
      await registry.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
