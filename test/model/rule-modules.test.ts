// Every rule of the table is reported where the table says, and nowhere else: the rule id is
// emitted (a string literal in a value: a finding's `rule`, a call's argument) by its module and by
// no other module of src/, so a reader who looks there finds the whole check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RULES, type RuleId, type RuleInfo } from '../../src/model/rule-table.js';

const src = resolve(import.meta.dirname, '../../src');
/** The table itself, and the rule documentation generated from docs/rules.md. */
const NOT_CHECKS = new Set(['model/rule-table', 'report/rule-docs']);

const isComparison = (n: ts.Node): boolean =>
  ts.isBinaryExpression(n) &&
  [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(n.operatorToken.kind);

/** A module-level `const X = [...]` or `new Set([...])`: a named list of rules that are read, not reported. */
function inRuleList(array: ts.ArrayLiteralExpression): boolean {
  let at: ts.Node = array.parent;
  if (ts.isNewExpression(at)) at = at.parent;
  return (
    ts.isVariableDeclaration(at) &&
    ts.isVariableDeclarationList(at.parent) &&
    (at.parent.flags & ts.NodeFlags.Const) !== 0 &&
    ts.isSourceFile(at.parent.parent.parent)
  );
}

/**
 * Whether a string literal only names a rule: in a type, compared with, used as a key, in a case
 * label or in a named list of rules read. Anything else may put the rule id on a finding.
 */
function onlyNames(lit: ts.Node): boolean {
  const p = lit.parent;
  if (ts.isLiteralTypeNode(p) || isComparison(p) || ts.isCaseClause(p)) return true;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === lit) return true;
  if (ts.isPropertyAssignment(p) && p.name === lit) return true;
  return ts.isArrayLiteralExpression(p) && inRuleList(p);
}

/** The rule ids a module's text emits. */
function emittedIds(text: string, ids: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const visit = (n: ts.Node): void => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && ids.has(n.text) && !onlyNames(n))
      out.add(n.text);
    ts.forEachChild(n, visit);
  };
  visit(ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true));
  return out;
}

describe('the rule table names the module that reports each rule', () => {
  const entries = Object.entries(RULES) as [RuleId, RuleInfo][];
  const ids: ReadonlySet<string> = new Set(entries.map(([id]) => id));

  it('names a module of src/ for every rule', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries
        .filter(([, info]) => !existsSync(resolve(src, `${info.module}.ts`)))
        .map(([id, info]) => `${id}: ${info.module}`),
    ).toEqual([]);
  });

  it('tells a rule id emitted from one that is only named', () => {
    const text = [
      "const made = { rule: 'a' };",
      "push('b', 'message');",
      "type T = { rule: 'c' | 'd' };",
      "if (f.rule === 'c' || RULES['d'].severity === 'error') {}",
      "const STRANDING = ['e'];",
      "const BY_RULE = { 'c': 'refuses', rule: 'a' };",
      "const AWAITING = new Set(['f']);",
      "function g() { return ['h'].map((rule) => ({ rule })); }",
    ].join('\n');
    expect([...emittedIds(text, new Set(['a', 'b', 'c', 'd', 'e', 'f', 'h']))].sort()).toEqual(['a', 'b', 'h']);
  });

  it('finds each rule id emitted by its module and by no other', () => {
    const emitters = new Map<string, string[]>();
    const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.slice(0, -'.ts'.length).split('\\').join('/'))
      .filter((m) => !NOT_CHECKS.has(m));
    expect(modules.length).toBeGreaterThan(100);
    for (const m of modules) {
      const text = readFileSync(resolve(src, `${m}.ts`), 'utf8');
      // Parsed only when some rule id is in it as a literal (most modules name none).
      if (![...ids].some((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`) || text.includes(`\`${id}\``)))
        continue;
      for (const id of emittedIds(text, ids)) emitters.set(id, [...(emitters.get(id) ?? []), m]);
    }
    const elsewhere = entries
      .map(([id, info]) => ({ id, want: info.module, got: (emitters.get(id) ?? []).sort() }))
      .filter(({ want, got }) => got.length !== 1 || got[0] !== want)
      .map(({ id, want, got }) => `${id}: the table says ${want}, emitted by ${got.join(', ') || 'none'}`);
    expect(elsewhere).toEqual([]);
  });
});
