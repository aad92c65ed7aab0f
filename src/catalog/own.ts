// Strings cut from a file's text (V8 "sliced strings") keep the whole text alive. What a catalog
// keeps after loading is copied into strings of its own, so a file's text can be collected as
// soon as its documents are typed.
import type { JsonValue } from './goyaml/json-value.js';
import { setKey, type JsonObject } from './goyaml/json-value.js';

// V8 copies slices shorter than this anyway.
const SLICE_MIN = 13;

// The last long string copied: the same string reached again through YAML aliases (900 copies
// of 2 MB) is copied once, not once per alias.
const LONG = 4096;
let lastOut = '';

// Names, versions, GVKs and image references repeat across a catalog's documents (every bundle
// names its package, every channel entry a bundle, bundle after bundle the same operands): one
// copy of each. A shared copy also hashes once as a Map key and compares equal by identity.
// Bounded, so a catalog of millions of distinct names only empties it now and then.
const SHARED_MAX_LENGTH = 256;
const SHARED_MAX_SIZE = 65_536;
const shared = new Map<string, string>();

export function own(s: string): string {
  if (s.length <= SHARED_MAX_LENGTH) {
    let out = shared.get(s);
    if (out === undefined) {
      if (shared.size >= SHARED_MAX_SIZE) shared.clear();
      out = s.length < SLICE_MIN ? s : (' ' + s).slice(1);
      shared.set(out, out);
    }
    return out;
  }
  if (s.length >= LONG && s === lastOut) return lastOut; // equal text: no need to hold the input
  // Flattening the concatenation copies the characters; the slice then points into the copy.
  const out = (' ' + s).slice(1);
  if (s.length >= LONG) lastOut = out;
  return out;
}

export function ownValue(v: JsonValue): JsonValue {
  if (typeof v === 'string') return own(v);
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(ownValue);
  const out: JsonObject = {};
  for (const k of Object.keys(v)) setKey(out, own(k), ownValue(v[k]!));
  return out;
}
