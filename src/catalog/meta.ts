// Checks opm applies to every document whatever its schema (declcfg.Meta): a JSON object,
// top-level keys unique under Unicode case folding, `schema`/`package`/`name` strings, and a
// non-empty `schema`.
import type { JsonObject, JsonValue } from './goyaml/json-value.js';

/**
 * Unicode simple case folding, as Go's bytes.EqualFold compares (ſ ~ s, K ~ k): code point for
 * code point, so folding never changes a string's length (callers compare lengths first).
 */
export function fold(s: string): string {
  let ascii = true;
  for (let i = 0; i < s.length; i++)
    if (s.charCodeAt(i) > 127) {
      ascii = false;
      break;
    }
  if (ascii) return s.toLowerCase();
  let out = '';
  for (const ch of s) {
    const up = ch.toUpperCase();
    const low = up.length === ch.length ? up.toLowerCase() : ch.toLowerCase();
    out += low.length === ch.length ? low : ch;
  }
  return out;
}

export function goTypeName(v: JsonValue | undefined): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return 'object';
  if (typeof v === 'boolean') return 'bool';
  return typeof v === 'number' ? 'number' : 'string';
}

export interface MetaProblem {
  readonly rule: 'not-an-object' | 'duplicate-key' | 'meta-not-string' | 'missing-schema';
  readonly message: string;
  readonly key?: string;
}

export type MetaResult = { ok: true; schema: string; obj: JsonObject } | { ok: false; problems: MetaProblem[] };

/** Go encoding/json's field lookup on opm's re-encoded (key-sorted) objects: among the keys
 * equal to `name` under case folding, the one sorting last is assigned last, so it wins. */
export function goField(obj: JsonObject, name: string): JsonValue | undefined {
  const f = fold(name);
  let best: string | undefined;
  // for-in, not Object.keys: no array per lookup (decoded objects have no inherited keys).
  for (const k in obj) {
    if (k.length === f.length && (k === name || fold(k) === f) && (best === undefined || k > best)) best = k;
  }
  return best === undefined ? undefined : obj[best];
}

/** Find a top-level key case-insensitively (after the duplicate check, at most one matches). */
function foldedKey(obj: JsonObject, name: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(obj, name)) return name;
  const f = fold(name);
  for (const k of Object.keys(obj)) if (fold(k) === f) return k;
  return undefined;
}

function render(v: JsonValue): string {
  const s = JSON.stringify(v);
  return s.length > 80 ? s.slice(0, 77) + '...' : s;
}

export function checkMeta(v: JsonValue): MetaResult {
  if (v === null) {
    return {
      ok: false,
      problems: [
        { rule: 'missing-schema', message: 'this JSON value is `null`, not a catalog object with a `schema`' },
      ],
    };
  }
  if (typeof v !== 'object' || Array.isArray(v)) {
    return {
      ok: false,
      problems: [
        {
          rule: 'not-an-object',
          message:
            `a catalog document must be an object (a mapping), but this one is ` +
            `${Array.isArray(v) ? 'a list' : `a ${goTypeName(v)}`}`,
        },
      ],
    };
  }
  const problems: MetaProblem[] = [];
  const groups = new Map<string, string[]>();
  for (const k of Object.keys(v)) {
    const f = fold(k);
    const g = groups.get(f);
    if (g) g.push(k);
    else groups.set(f, [k]);
  }
  for (const [f, keys] of groups) {
    // Keys keep document order: every occurrence after the first is reported, at its own place.
    for (const k of keys.slice(1)) {
      problems.push({
        rule: 'duplicate-key',
        key: k,
        message:
          `key \`${k}\` differs from \`${keys[0]}\` only in case; opm treats both as the key "${f}" and ` +
          `rejects the document`,
      });
    }
  }
  for (const name of ['schema', 'package', 'name']) {
    const k = foldedKey(v, name);
    if (k !== undefined && typeof v[k] !== 'string') {
      problems.push({
        rule: 'meta-not-string',
        key: k,
        message:
          `\`${k}\` must be a string, but it is ${goTypeName(v[k])} ${render(v[k]!)}` +
          `${typeof v[k] !== 'object' ? ' (quote it in YAML)' : ''}`,
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const sk = foldedKey(v, 'schema');
  const schema = sk === undefined ? '' : (v[sk] as string);
  if (schema === '') {
    return {
      ok: false,
      problems: [
        {
          rule: 'missing-schema',
          message:
            `this document has no \`schema\` (${render(v)}); every catalog document needs one (olm.package, ` +
            `olm.channel, olm.bundle, olm.deprecations). If this file is not catalog ` +
            `content, list it in an .indexignore`,
        },
      ],
    };
  }
  return { ok: true, schema, obj: v };
}
