// SARIF's rule help comes from docs/rules.md through a generated module: it must be current, and
// every rule must be documented.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { RULE_DOCS } from '../../src/report/rule-docs.js';
import { RULES } from '../../src/model/rule-table.js';

describe('rule docs', () => {
  it('src/report/rule-docs.ts is generated from the current docs/rules.md', () => {
    const check = spawnSync(process.execPath, ['scripts/gen-rule-docs.mjs', '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('documents every rule, with the opm check the registry names', () => {
    for (const [id, info] of Object.entries(RULES)) {
      expect(
        RULE_DOCS[id],
        `${id}: document it in docs/rules.md, then run node scripts/gen-rule-docs.mjs`,
      ).toBeDefined();
      expect(RULE_DOCS[id]!.opm, id).toBe((info as { opm?: string }).opm);
    }
  });
});
