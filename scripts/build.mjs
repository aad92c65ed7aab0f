// Bundles the CLI into dist/cli.js and the Action into dist/index.js (one ESM file each,
// dependencies included) with esbuild.
// `node scripts/build.mjs OUTDIR` builds elsewhere, for the dist freshness check.
import { build } from 'esbuild';
import { isMain } from './is-main.mjs';

// @actions/core imports @actions/http-client (with undici, 0.8 MB) for OIDC tokens alone, which
// fbc-bot never asks for; marked free of side effects, the unused import is dropped, and every
// start of the Action parses and runs that much less.
const httpClientSideEffectFree = {
  name: 'http-client-side-effect-free',
  setup(b) {
    b.onResolve({ filter: /^@actions\/http-client(\/|$)/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const r = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      return { ...r, sideEffects: false };
    });
  },
};

export async function buildTo(outdir) {
  await build({
    entryPoints: { cli: 'src/cli/index.ts', index: 'src/action/index.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    banner: {
      js:
        "import { createRequire as __fbcCreateRequire } from 'node:module';\nconst require = " +
        '__fbcCreateRequire(import.meta.url);',
    },
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [httpClientSideEffectFree],
  });
}

if (isMain(import.meta.url)) {
  await buildTo(process.argv[2] ?? 'dist');
}
