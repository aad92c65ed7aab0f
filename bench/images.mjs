// `npm run bench -- images`: 200 new image references (existing tags and digests, missing ones,
// many repeated as a real PR repeats related images) checked against a loopback registry
// (Debian's docker-registry, images built by umoci, pushed by skopeo) through the registry
// client built from the sources; with and without the per-run answer cache, in one run,
// counting the requests that reach the registry at a proxy in front of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { importModules } from './bundle.mjs';

const IMAGES = 10;
const REFERENCES = 200;
const ROUNDS = 3;

const load = (work) =>
  importModules(
    [
      'src/registry/index.ts',
      'test/helpers/registry.ts',
      'test/helpers/oci-image.ts',
      'test/helpers/registry-proxy.ts',
    ],
    join(work, 'images-bench.mjs'),
  );

/** The references of a PR: a pool of 60 distinct ones (half present) drawn 200 times, repeats included. */
function references(host, digests) {
  const pool = [];
  for (let i = 0; i < IMAGES; i++) {
    pool.push(`${host}/ops/img${i}:v1`, `${host}/ops/img${i}@${digests[i]}`, `${host}/ops/img${i}:v1.${i}`);
    pool.push(
      `${host}/ops/img${i}:missing`,
      `${host}/ops/img${i}@sha256:${String(i).repeat(64).slice(0, 64)}`,
      `${host}/ops/none${i}:v1`,
    );
  }
  return Array.from({ length: REFERENCES }, (_, i) => pool[(i * 7) % pool.length]);
}

async function measure(lib, refs, proxy, cache) {
  const before = proxy.seen.length;
  const began = performance.now();
  const lookup = lib.createRegistryLookup({ cache });
  const answers = await Promise.all(refs.map((r) => lookup.resolve(r)));
  const ms = performance.now() - began;
  const count = (s) => answers.filter((a) => a.state === s).length;
  return {
    ms,
    requests: proxy.seen.length - before,
    found: count('found'),
    missing: count('missing'),
    unverified: count('unverified'),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runImages() {
  const work = mkdtempSync(join(tmpdir(), 'fbc-images-bench-'));
  try {
    const lib = await load(work);
    console.log(
      `\nimage references: ${REFERENCES} (repeats included) against a loopback registry, ${ROUNDS} rounds each, median`,
    );
    if (!lib.hasRegistryTools) {
      console.log(
        'skipped: docker-registry, skopeo or umoci not found (apt-get install -y docker-registry skopeo umoci)',
      );
      return;
    }
    const registry = await lib.startRegistry();
    const proxy = await lib.startProxy(registry.host);
    try {
      const layout = lib.ociLayout();
      const digests = [];
      for (let i = 0; i < IMAGES; i++) {
        lib.buildImage(layout, `img${i}`, [{ [`manifests/img${i}.yaml`]: `image ${i}\n` }]);
        lib.push(layout, `img${i}`, `${registry.host}/ops/img${i}:v1`);
        lib.push(layout, `img${i}`, `${registry.host}/ops/img${i}:v1.${i}`);
        digests.push(lib.skopeoDigest(`${registry.host}/ops/img${i}:v1`));
      }
      lib.removeLayout(layout);
      const refs = references(proxy.host, digests);
      const rows = { cache: [], 'no cache': [] };
      for (let r = 0; r < ROUNDS; r++) {
        rows['no cache'].push(await measure(lib, refs, proxy, false));
        rows.cache.push(await measure(lib, refs, proxy, true));
      }
      const distinct = new Set(refs).size;
      console.log(`mode        median ms   requests   found/missing/unverified   (${distinct} distinct references)`);
      const summary = {};
      for (const [mode, runs] of Object.entries(rows)) {
        const ms = median(runs.map((x) => x.ms));
        const requests = median(runs.map((x) => x.requests));
        summary[mode] = { ms, requests };
        const last = runs[runs.length - 1];
        console.log(
          `${mode.padEnd(10)} ${ms.toFixed(1).padStart(10)}   ${String(requests).padStart(8)}   ` +
            `${`${last.found}/${last.missing}/${last.unverified}`.padStart(24)}`,
        );
      }
      const s = summary.cache;
      const n = summary['no cache'];
      console.log(
        `cache vs no cache: time ${(s.ms / n.ms).toFixed(2)}, requests ${(s.requests / n.requests).toFixed(2)}`,
      );
    } finally {
      await proxy.stop();
      await registry.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runImages();
