// isJsonObject is the one test for "a JSON object" (a mapping: not null, not a list), for values
// decoded as catalog JSON and for values of unknown shape (JSON.parse, a YAML library, an event
// payload) alike, and no module of src/ keeps a copy of its own that could drift from it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isJsonObject, type JsonObject, type JsonValue } from '../../src/catalog/goyaml/json-value.js';

const src = resolve(import.meta.dirname, '../../src');
const HOME = 'catalog/goyaml/json-value.ts';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The conjuncts of `a && b && c`, parentheses dropped. */
function conjuncts(e: ts.Expression): ts.Expression[] {
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return [...conjuncts(e.left), ...conjuncts(e.right)];
  return [e];
}

/** Whether `body` tests exactly "an object, not null, not an array" of the parameter `p`, in any order. */
function isObjectGuard(body: ts.Expression, p: string, sf: ts.SourceFile): boolean {
  const parts = conjuncts(body).map((c) =>
    c
      .getText(sf)
      .replace(/\s+/g, '')
      .replace(/^null!==(.*)$/, '$1!==null')
      .replace(/^'object'===(typeof.*)$/, "$1==='object'"),
  );
  const want = [`!Array.isArray(${p})`, `${p}!==null`, `typeof${p}==='object'`];
  return parts.length === 3 && want.every((w) => parts.includes(w));
}

/** Functions of one parameter whose whole body is that test, as `file: name`. */
function guards(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('Array.isArray') || !text.includes("'object'")) return [];
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isArrowFunction(n) || ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n)) && n.body) {
      const param = n.parameters.length === 1 ? n.parameters[0]!.name.getText(sf) : undefined;
      let body: ts.Expression | undefined;
      if (ts.isBlock(n.body)) {
        const only = n.body.statements.length === 1 ? n.body.statements[0] : undefined;
        body = only && ts.isReturnStatement(only) ? only.expression : undefined;
      } else body = n.body;
      if (param && body && isObjectGuard(body, param, sf)) {
        const name = ts.isFunctionDeclaration(n) ? n.name?.text : n.parent.getText(sf).split(/[\s=:(]/)[0];
        out.push(`${relative(src, file)}: ${name}`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('isJsonObject', () => {
  it('is true of a mapping only, whatever the value is typed as', () => {
    const parsed: unknown = JSON.parse('[{"a":1},[],null,"x",1,true]');
    const values = [...(parsed as unknown[]), undefined, Object.create(null) as unknown];
    expect(values.map((v) => isJsonObject(v))).toEqual([true, false, false, false, false, false, false, true]);
  });

  it('narrows catalog JSON to JsonObject, and a value of unknown shape to fields of unknown value', () => {
    const doc: JsonValue = { schema: 'olm.package' };
    const unknownShape: unknown = { schema: 'olm.package' };
    const typed: JsonObject | undefined = isJsonObject(doc) ? doc : undefined;
    const loose: Record<string, unknown> | undefined = isJsonObject(unknownShape) ? unknownShape : undefined;
    expect([typed?.schema, loose?.schema]).toEqual(['olm.package', 'olm.package']);
  });

  it('has no copy in src/: a module needing the test imports it', () => {
    const found = files(src)
      .filter((f) => relative(src, f) !== HOME)
      .flatMap(guards);
    expect(found).toEqual([]);
    expect(guards(join(src, HOME))).toEqual([`${HOME}: isJsonObject`]);
  });
});
