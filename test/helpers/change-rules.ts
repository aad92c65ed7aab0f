// Rules about a change rather than about head alone (docs/rules.md, "Changes between base and
// head"): what a diff adds to head's validation. They are the rules the diff and crd layers report
// (the rule table's `module`, which test/model/rule-modules checks).
import type { Finding } from '../../src/model/finding.js';
import { sortFindings } from '../../src/model/finding.js';
import { RULES } from '../../src/model/rule-table.js';

export const CHANGE_RULES: ReadonlySet<string> = new Set(
  Object.entries(RULES)
    .filter(([, info]) => /^(diff|crd)\//.test(info.module))
    .map(([id]) => id),
);

/** A diff's findings about head alone, as validate would give them. */
export const headFindings = (fs: readonly Finding[]): Finding[] =>
  sortFindings(fs.filter((f) => !CHANGE_RULES.has(f.rule)).map(({ introduced: _, ...f }) => f));
