// Bundles the CLI into dist/cli.js and the Action into dist/index.js (one ESM file each,
// dependencies included) with esbuild.
// `node scripts/build.mjs OUTDIR` builds elsewhere, for the dist freshness check.
import { build } from 'esbuild';

export async function buildTo(outdir) {
  await build({
    entryPoints: { cli: 'src/cli/index.ts', index: 'src/action/index.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    banner: { js: "import { createRequire as __fbcCreateRequire } from 'node:module';\nconst require = __fbcCreateRequire(import.meta.url);" },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildTo(process.argv[2] ?? 'dist');
}
