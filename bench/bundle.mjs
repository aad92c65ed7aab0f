// A bench entry of this checkout's TypeScript (bench/entry.ts, bench/scale-entry.ts) bundled into
// one ESM file, dependencies included, for the bench to import: Node 20 cannot run .ts. The
// banner gives bundled CommonJS dependencies the require() that ESM lacks.
import { build } from 'esbuild';

/** Bundles `entry` (a path from the checkout's root) into `outfile`. */
export async function bundleEntry(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
}
