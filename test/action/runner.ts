// The built Action as the tests run it: dist/index.js built from the sources once per run (into
// the directory test/setup/action-dist.ts provides), then run as the runner does (run-main.ts).
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { runMain, type ActionInvocation, type ActionRun } from './run-main.js';

export { parseOutputs, type ActionRun } from './run-main.js';

let built: Promise<string> | undefined;

/**
 * dist/index.js (and cli.js beside it) as `npm run build` makes them, built by the first test file
 * of the run that needs them. Each build goes to a directory of its own, then is renamed into
 * place: a file in another worker finds either no build or a whole one.
 */
export function builtAction(): Promise<string> {
  built ??= (async () => {
    const dist = join(inject('actionDistRoot'), 'dist');
    if (!existsSync(join(dist, 'index.js'))) {
      const building = mkdtempSync(`${dist}-`);
      // The build script is plain JavaScript (no declarations): its one function, typed here.
      const { buildTo } = (await import('../../scripts/build.mjs' as string)) as {
        buildTo: (outdir: string) => Promise<void>;
      };
      await buildTo(building);
      try {
        renameSync(building, dist);
      } catch (e) {
        // Another worker's build got there first: the same sources, so the same files.
        rmSync(building, { recursive: true, force: true });
        if (!['ENOTEMPTY', 'EEXIST'].includes((e as NodeJS.ErrnoException).code ?? '')) throw e;
      }
    }
    return join(dist, 'index.js');
  })();
  return built;
}

export async function runAction(opts: ActionInvocation): Promise<ActionRun> {
  return runMain(await builtAction(), opts);
}
