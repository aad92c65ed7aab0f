// The built Action as the tests run it: dist/index.js built from the sources once per test file,
// then run as the runner does (run-main.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain, type ActionInvocation, type ActionRun } from './run-main.js';

export { parseOutputs, type ActionRun } from './run-main.js';

let built: Promise<string> | undefined;

/** dist/index.js as `npm run build` makes it, built once per test file into a temporary directory. */
export function builtAction(): Promise<string> {
  built ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fbc-action-dist-'));
    // The build script is plain JavaScript (no declarations): its one function, typed here.
    const { buildTo } = (await import('../../scripts/build.mjs' as string)) as { buildTo: (outdir: string) => Promise<void> };
    await buildTo(dir);
    return join(dir, 'index.js');
  })();
  return built;
}

export async function runAction(opts: ActionInvocation): Promise<ActionRun> {
  return runMain(await builtAction(), opts);
}
