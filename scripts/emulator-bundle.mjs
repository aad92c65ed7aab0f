// The GitHub API emulator of test/emulator (TypeScript) bundled into one ESM file anywhere (a
// temporary directory), for the bench and scripts that run dist/index.js against it. Packages
// stay this checkout's, imported by absolute URL, and so does the require() through which the
// emulator reads GitHub's OpenAPI description.
import { isBuiltin } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const packagesFromHere = {
  name: 'packages-from-here',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => ({ external: true, path: isBuiltin(args.path) ? args.path : import.meta.resolve(args.path) }));
  },
};

/** Bundles the emulator into `outfile` and returns its `Emulator` class. */
export async function bundleEmulator(outfile) {
  await build({
    entryPoints: ['test/emulator/server.ts'], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning',
    plugins: [packagesFromHere],
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(resolve('test/emulator/openapi.ts')).href) },
  });
  return (await import(pathToFileURL(outfile).href)).Emulator;
}
