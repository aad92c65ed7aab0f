// A bench entry of this checkout's TypeScript (bench/entry.ts, bench/scale-entry.ts), or the
// modules a bench drives, bundled into one ESM file, dependencies included, for the bench to
// import: Node 20 cannot run .ts. The banner gives bundled CommonJS dependencies the require()
// that ESM lacks.
import { build } from 'esbuild';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';

const OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
};

/** Bundles `entry` (a path from the checkout's root) into `outfile`. */
export async function bundleEntry(entry, outfile) {
  await build({ ...OPTIONS, entryPoints: [entry], outfile });
}

/** Bundles everything `modules` (paths from the checkout's root) export into `outfile`, and imports it. */
export async function importModules(modules, outfile) {
  const contents = modules.map((f) => `export * from './${f}';`).join('\n');
  const sourcefile = `${basename(outfile, '.mjs')}.ts`;
  await build({ ...OPTIONS, stdin: { contents, resolveDir: process.cwd(), loader: 'ts', sourcefile }, outfile });
  return import(pathToFileURL(outfile).href);
}
