// GitHub Actions expressions as a job's `if:` and a step's `${{ }}` use them, enough to run the
// documented workflows' conditions against an event's payload: literals, property paths, `!`,
// `==`, `!=`, `&&`, `||`, parentheses and contains / startsWith / endsWith. As GitHub evaluates
// them: `&&` and `||` yield an operand, strings compare ignoring case, a missing property is null.

export type Value = unknown;

const TOKEN = /\s*(?:(\|\||&&|==|!=|!|\(|\)|,|\.)|'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w-]*))/y;

type Token = { op: string } | { str: string } | { num: number } | { id: string };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (m === null) throw new Error(`expression syntax this evaluator does not know at ${at} in: ${text}`);
    if (m[1] !== undefined) out.push({ op: m[1] });
    else if (m[2] !== undefined) out.push({ str: m[2].replace(/''/g, "'") });
    else if (m[3] !== undefined) out.push({ num: Number(m[3]) });
    else out.push({ id: m[4]! });
  }
  return out;
}

export function truthy(v: Value): boolean {
  return !(v === false || v === 0 || v === '' || v === null || v === undefined || Number.isNaN(v));
}

const fold = (v: Value): Value => (typeof v === 'string' ? v.toLowerCase() : v);

function equal(a: Value, b: Value): boolean {
  if (typeof a === 'object' && a !== null) return a === b;
  return fold(a ?? null) === fold(b ?? null);
}

const FUNCTIONS: Record<string, (...args: Value[]) => Value> = {
  contains: (s, x) =>
    Array.isArray(s)
      ? s.some((e) => equal(e, x))
      : String(s ?? '')
          .toLowerCase()
          .includes(String(x ?? '').toLowerCase()),
  startsWith: (s, x) =>
    String(s ?? '')
      .toLowerCase()
      .startsWith(String(x ?? '').toLowerCase()),
  endsWith: (s, x) =>
    String(s ?? '')
      .toLowerCase()
      .endsWith(String(x ?? '').toLowerCase()),
};

/** The value of expression `text` (without `${{ }}`) in `context`. */
export function evaluate(text: string, context: Record<string, Value>): Value {
  const ts = tokens(text);
  let i = 0;
  const peek = (op: string): boolean => {
    const t = ts[i];
    return t !== undefined && 'op' in t && t.op === op;
  };
  const expect = (op: string): void => {
    if (!peek(op)) throw new Error(`expected ${op} in: ${text}`);
    i++;
  };
  const primary = (): Value => {
    const t = ts[i++];
    if (t === undefined) throw new Error(`unexpected end of: ${text}`);
    if ('op' in t) {
      if (t.op !== '(') throw new Error(`unexpected ${t.op} in: ${text}`);
      const v = or();
      expect(')');
      return v;
    }
    if ('str' in t) return t.str;
    if ('num' in t) return t.num;
    if (t.id === 'true' || t.id === 'false') return t.id === 'true';
    if (t.id === 'null') return null;
    if (peek('(')) {
      i++;
      const args: Value[] = [];
      while (!peek(')')) {
        args.push(or());
        if (!peek(')')) expect(',');
      }
      i++;
      const f = FUNCTIONS[t.id];
      if (f === undefined) throw new Error(`function ${t.id} is not known to this evaluator, in: ${text}`);
      return f(...args);
    }
    let v: Value = context[t.id];
    while (peek('.')) {
      i++;
      const key = ts[i++];
      if (key === undefined || !('id' in key)) throw new Error(`expected a property name in: ${text}`);
      v = typeof v === 'object' && v !== null ? (v as Record<string, Value>)[key.id] : undefined;
    }
    return v ?? null;
  };
  // `!` binds tighter than `==` and `!=`, as GitHub parses it: `!a == b` is `(!a) == b`.
  const unary = (): Value => {
    if (peek('!')) {
      i++;
      return !truthy(unary());
    }
    return primary();
  };
  const comparison = (): Value => {
    const a = unary();
    if (peek('==') || peek('!=')) {
      const negate = peek('!=');
      i++;
      const b = unary();
      return equal(a, b) !== negate;
    }
    return a;
  };
  const and = (): Value => {
    let v = comparison();
    while (peek('&&')) {
      i++;
      const w = comparison();
      v = truthy(v) ? w : v;
    }
    return v;
  };
  const or = (): Value => {
    let v = and();
    while (peek('||')) {
      i++;
      const w = and();
      v = truthy(v) ? v : w;
    }
    return v;
  };
  const v = or();
  if (i !== ts.length) throw new Error(`unexpected text after the expression: ${text}`);
  return v;
}

/** A value with its `${{ … }}` parts replaced by what they evaluate to. */
export function interpolate(text: string, context: Record<string, Value>): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, e: string) => String(evaluate(e, context) ?? ''));
}
