// go-yaml v2's implicit scalar resolution (YAML 1.1 flavoured), as opm sees it through
// sigs.k8s.io/yaml: booleans include y/n/yes/no/on/off, ints are Go base-0 (octal 010, 0x, 0o,
// 0b, underscores), timestamps stay strings, .inf/.nan are floats that later fail JSON encoding.

export type Resolved =
  | { kind: 'null' }
  | { kind: 'bool'; value: boolean }
  | { kind: 'int'; value: number }
  | { kind: 'float'; value: number }
  | { kind: 'str'; value: string };

const BOOL_TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const BOOL_FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']);
const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const SPECIAL_FLOATS: Record<string, number> = {
  '.nan': NaN,
  '.NaN': NaN,
  '.NAN': NaN,
  '.inf': Infinity,
  '.Inf': Infinity,
  '.INF': Infinity,
  '+.inf': Infinity,
  '+.Inf': Infinity,
  '+.INF': Infinity,
  '-.inf': -Infinity,
  '-.Inf': -Infinity,
  '-.INF': -Infinity,
};
const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;

// go-yaml's resolve map in one lookup: the bool, null and special float words.
const WORDS = new Map<string, Resolved>();
for (const w of BOOL_TRUE) WORDS.set(w, { kind: 'bool', value: true });
for (const w of BOOL_FALSE) WORDS.set(w, { kind: 'bool', value: false });
for (const w of NULLS) WORDS.set(w, { kind: 'null' });
for (const [w, v] of Object.entries(SPECIAL_FLOATS)) WORDS.set(w, { kind: 'float', value: v });
// Longer scalars need no hashing to know they are no word (most keys and values are longer).
const LONGEST_WORD = Math.max(...[...WORDS.keys()].map((w) => w.length));
const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;
const UINT64_MAX = (1n << 64n) - 1n;

/** Go's strconv.ParseInt/ParseUint with base 0 (underscores already removed by the caller). */
function goParseIntBase0(s: string, unsigned: boolean): bigint | undefined {
  let i = 0;
  let neg = false;
  if (s[0] === '+' || s[0] === '-') {
    if (unsigned) return undefined;
    neg = s[0] === '-';
    i = 1;
  }
  const body = s.slice(i);
  let digits: string;
  let base: number;
  if (/^0[xX]/.test(body)) {
    base = 16;
    digits = body.slice(2);
  } else if (/^0[bB]/.test(body)) {
    base = 2;
    digits = body.slice(2);
  } else if (/^0[oO]/.test(body)) {
    base = 8;
    digits = body.slice(2);
  } else if (body.length > 1 && body[0] === '0') {
    base = 8;
    digits = body.slice(1);
  } else {
    base = 10;
    digits = body;
  }
  const valid = base === 16 ? /^[0-9a-fA-F]+$/ : base === 2 ? /^[01]+$/ : base === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return undefined;
  // More significant digits than 64 bits hold overflow: no BigInt of a million digits (slow).
  if (digits.length > 64 && digits.replace(/^0+/, '').length > 64) return undefined;
  const prefix = base === 16 ? '0x' : base === 2 ? '0b' : base === 8 ? '0o' : '';
  let n = BigInt(prefix + digits);
  if (neg) n = -n;
  if (unsigned) return n <= UINT64_MAX ? n : undefined;
  return n >= INT64_MIN && n <= INT64_MAX ? n : undefined;
}

/** Go's strconv.ParseFloat for the decimal forms yamlStyleFloat admits (and '.'-led ones). */
function goParseFloat(s: string): number | undefined {
  if (!/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(s)) return undefined;
  const v = Number(s);
  if (Number.isNaN(v)) return undefined;
  // Go reports ErrRange for overflow but still fails: treat as not a float (string).
  if (!Number.isFinite(v)) return undefined;
  return v;
}

// go-yaml's resolveTable: only these first characters can make a plain scalar anything but a
// string (sign, digit, '.', and the first letters of bool/null words).
const HINT = new Uint8Array(128);
for (const ch of '+-0123456789.yYnNtTfFoO~') HINT[ch.charCodeAt(0)] = 1;
const NOT_NUMERIC_HINT = new Uint8Array(128);
for (const ch of 'yYnNtTfFoO~') NOT_NUMERIC_HINT[ch.charCodeAt(0)] = 1;

/** True when a plain scalar whose first character has code `c` is a string whatever follows. */
export const stringLed = (c: number): boolean => c >= 128 || HINT[c] === 0;

/** True when go-yaml would certainly resolve the plain scalar `s` to the string itself. */
export function isPlainString(s: string): boolean {
  const c = s.charCodeAt(0);
  if (s.length === 0) return false;
  if (stringLed(c)) return true;
  // Led by a word letter (y n t f o ~) but not a bool/null word: text too.
  return NOT_NUMERIC_HINT[c] === 1 && (s.length > LONGEST_WORD || !WORDS.has(s));
}

/** Resolve an untagged plain scalar exactly as go-yaml v2's resolve("", s). */
export function resolvePlain(s: string): Resolved {
  if (s === '') return { kind: 'null' };
  if (isPlainString(s)) return { kind: 'str', value: s };
  const word = WORDS.get(s);
  if (word !== undefined) return word;
  const c = s.charCodeAt(0);
  // Led by a word letter but not one of the words: text.
  if (NOT_NUMERIC_HINT[c] === 1) return { kind: 'str', value: s };
  const isDigit = c >= 48 && c <= 57;
  const isSign = c === 43 || c === 45;
  const isDot = c === 46;
  if (isDot) {
    const f = goParseFloat(s);
    return f === undefined ? { kind: 'str', value: s } : { kind: 'float', value: f };
  }
  if (isDigit || isSign) return resolveNumeric(s);
  return { kind: 'str', value: s };
}

// Every form the integer and float parsers below accept (underscores removed): anything else,
// like a version `1.2.3` or a date, is a string without trying them.
const NUMERIC = /^[-+]?(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?)$/;

function resolveNumeric(s: string): Resolved {
  // Timestamps (YYYY-...) resolve to time.Time, which go-yaml v2 hands back as the string.
  const plain = s.indexOf('_') >= 0 ? s.replaceAll('_', '') : s;
  if (!NUMERIC.test(plain)) return { kind: 'str', value: s };
  const i = goParseIntBase0(plain, false);
  if (i !== undefined) return { kind: 'int', value: Number(i) };
  const u = goParseIntBase0(plain, true);
  if (u !== undefined) return { kind: 'int', value: Number(u) };
  if (YAML_STYLE_FLOAT.test(plain)) {
    const f = goParseFloat(plain);
    if (f !== undefined) return { kind: 'float', value: f };
  }
  if (plain.startsWith('0b') || plain.startsWith('-0b')) {
    const neg = plain[0] === '-';
    const digits = plain.slice(neg ? 3 : 2);
    if (/^[01]+$/.test(digits) && digits.replace(/^0+/, '').length <= 64) {
      const n = BigInt('0b' + digits) * (neg ? -1n : 1n);
      if (n >= INT64_MIN && n <= UINT64_MAX) return { kind: 'int', value: Number(n) };
    }
  }
  return { kind: 'str', value: s };
}

export type ResolveResult = { ok: true; value: Resolved } | { ok: false; error: string };

/** Resolve a scalar carrying an explicit tag (short form, e.g. `!!int`) as go-yaml v2 does. */
export function resolveTagged(tag: string, s: string): ResolveResult {
  switch (tag) {
    case '!!str':
      return { ok: true, value: { kind: 'str', value: s } };
    case '!!binary': {
      const b = s.replace(/[\r\n]/g, '');
      if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(b)) {
        return { ok: false, error: '!!binary value contains invalid base64 data' };
      }
      return { ok: true, value: { kind: 'str', value: Buffer.from(b, 'base64').toString('latin1') } };
    }
    case '!!null':
    case '!!bool':
    case '!!int':
    case '!!float':
    case '!!timestamp': {
      const r = resolvePlain(s);
      const got = r.kind === 'str' && /^[0-9]{4}-/.test(s) ? 'timestamp' : r.kind;
      const want = tag.slice(2);
      if (got === want) return { ok: true, value: r };
      if (want === 'float' && r.kind === 'int') return { ok: true, value: { kind: 'float', value: r.value } };
      if (want === 'timestamp' && r.kind === 'str')
        return { ok: false, error: `cannot decode !!str \`${s}\` as a !!timestamp` };
      return { ok: false, error: `cannot decode !!${got} \`${s}\` as a ${tag}` };
    }
    default:
      // Unknown and non-specific tags leave the text as a string.
      return { ok: true, value: { kind: 'str', value: s } };
  }
}

/** Map a YAML long tag (tag:yaml.org,2002:int) to go-yaml's short form (!!int). */
export function shortTag(tag: string): string {
  const prefix = 'tag:yaml.org,2002:';
  return tag.startsWith(prefix) ? '!!' + tag.slice(prefix.length) : tag;
}
