// TypeScript of this checkout (the GitHub API emulator of test/emulator, the demo's story) bundled
// into one ESM file anywhere (a temporary directory), for the bench and scripts that run
// dist/index.js against the emulator: Node 20 cannot run .ts. Packages stay this checkout's,
// imported by absolute URL, and so does the require() through which the emulator reads GitHub's
// OpenAPI description.
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

const packagesFromHere = {
  name: 'packages-from-here',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => ({
      external: true,
      path: isBuiltin(args.path) ? args.path : import.meta.resolve(args.path),
    }));
  },
};

/** Bundles `entry` (a path in this checkout) into `outfile` and imports it. */
export async function bundleModule(entry, outfile) {
  await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [packagesFromHere],
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'test/emulator/openapi.ts')).href) },
  });
  return import(pathToFileURL(outfile).href);
}

/** Bundles the emulator into `outfile` and returns its `Emulator` class. */
export async function bundleEmulator(outfile) {
  return (await bundleModule('test/emulator/server.ts', outfile)).Emulator;
}
