// Strings cut from a file's text (V8 "sliced strings") keep the whole text alive. What a catalog
// keeps after loading is copied into strings of its own, so a file's text can be collected as
// soon as its documents are typed.
import type { JsonValue } from './goyaml/json-value.js';
import { setKey, type JsonObject } from './goyaml/json-value.js';

// V8 copies slices shorter than this anyway.
const SLICE_MIN = 13;

export function own(s: string): string {
  // Flattening the concatenation copies the characters; the slice then points into the copy.
  return s.length < SLICE_MIN ? s : (' ' + s).slice(1);
}

export function ownValue(v: JsonValue): JsonValue {
  if (typeof v === 'string') return own(v);
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(ownValue);
  const out: JsonObject = {};
  for (const k of Object.keys(v)) setKey(out, own(k), ownValue(v[k]!));
  return out;
}
