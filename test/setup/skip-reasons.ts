// vitest's summary shows a suite skipped for a missing prerequisite as "↓ file (0 test)": this
// reporter adds, after the run, one line per such suite with the reason and how to run it, the
// notes test/helpers/shared.ts and test/helpers/registry.ts put into the suite's name
// (test/helpers/skip-note.ts).
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';
import { SKIP_MARK } from '../helpers/skip-note.js';

function* skippedWithNote(parent: TestModule | TestSuite): Generator<TestCase | TestSuite> {
  for (const child of parent.children) {
    if (child.options.mode === 'skip' && child.name.includes(SKIP_MARK)) yield child;
    else if (child.type === 'suite') yield* skippedWithNote(child);
  }
}

export default class SkipReasons implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines = modules.flatMap((m) =>
      [...skippedWithNote(m)].map((s) => `  ↓ ${relative(process.cwd(), m.moduleId)}: ${s.name}`),
    );
    if (lines.length > 0)
      process.stdout.write(`\nSkipped on this machine, and how to run them:\n${lines.join('\n')}\n`);
  }
}
