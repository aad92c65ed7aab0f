// Every rule of the table is reported where the table says: its module holds the rule id as a
// string literal in code (comments removed), so a reader who looks there finds the check.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, type RuleId, type RuleInfo } from '../../src/model/rule-table.js';

const src = resolve(import.meta.dirname, '../../src');

/** The module's code without its comments (a rule named in a comment is not a rule reported). */
function code(module: string): string {
  return readFileSync(resolve(src, `${module}.ts`), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/ .*$/gm, '');
}

describe('the rule table names the module that reports each rule', () => {
  const entries = Object.entries(RULES) as [RuleId, RuleInfo][];

  it('names a module of src/ for every rule', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries
        .filter(([, info]) => !existsSync(resolve(src, `${info.module}.ts`)))
        .map(([id, info]) => `${id}: ${info.module}`),
    ).toEqual([]);
  });

  it("finds each rule id in its module's code", () => {
    const absent = entries
      .filter(([id, info]) => !code(info.module).includes(`'${id}'`))
      .map(([id, info]) => `${id}: ${info.module}`);
    expect(absent).toEqual([]);
  });
});
