// Compiling an olm.constraint CEL rule as OLM does: the expression must parse, and it may only
// use the variable OLM declares (`properties`, a list of property maps) — iteration variables of
// macros aside. @bufbuild/cel exposes parsing but not its type checker, so type errors that only
// show when the rule runs are not caught here.
import { parse } from '@bufbuild/cel';

interface Expr {
  exprKind: { case?: string; value?: unknown };
}

const DECLARED = new Set(['properties']);

function freeIdents(e: Expr | undefined, bound: Set<string>, out: Set<string>): void {
  if (!e) return;
  const k = e.exprKind;
  const v = k.value as Record<string, unknown> | undefined;
  switch (k.case) {
    case 'identExpr': {
      const name = (v as { name: string }).name;
      if (!bound.has(name) && !name.startsWith('@')) out.add(name);
      return;
    }
    case 'selectExpr':
      return freeIdents(v!.operand as Expr, bound, out);
    case 'callExpr':
      freeIdents(v!.target as Expr | undefined, bound, out);
      for (const a of v!.args as Expr[]) freeIdents(a, bound, out);
      return;
    case 'listExpr':
      for (const a of v!.elements as Expr[]) freeIdents(a, bound, out);
      return;
    case 'structExpr':
      for (const en of v!.entries as { mapKey?: Expr; value: Expr }[]) {
        freeIdents(en.mapKey, bound, out);
        freeIdents(en.value, bound, out);
      }
      return;
    case 'comprehensionExpr': {
      const c = v as {
        iterVar: string;
        iterVar2: string;
        accuVar: string;
        iterRange: Expr;
        accuInit: Expr;
        loopCondition: Expr;
        loopStep: Expr;
        result: Expr;
      };
      freeIdents(c.iterRange, bound, out);
      freeIdents(c.accuInit, bound, out);
      const inner = new Set([...bound, c.iterVar, c.iterVar2, c.accuVar].filter((x) => x !== ''));
      for (const part of [c.loopCondition, c.loopStep, c.result]) freeIdents(part, inner, out);
      return;
    }
    default:
      return;
  }
}

/** Why OLM would not compile `rule`, or undefined. */
export function celRuleError(rule: string): string | undefined {
  if (rule.trim() === '') return 'the CEL rule is empty';
  let ast;
  try {
    ast = parse(rule);
  } catch (e) {
    return `the CEL rule does not parse: ${(e as Error).message.split('\n')[0]}`;
  }
  const free = new Set<string>();
  freeIdents(ast.expr as unknown as Expr, new Set(), free);
  const unknown = [...free].filter((n) => !DECLARED.has(n));
  return unknown.length > 0
    ? `the CEL rule uses undeclared ${unknown.length === 1 ? 'variable' : 'variables'} ${unknown.join(', ')} ` +
        `(OLM declares only \`properties\`)`
    : undefined;
}
