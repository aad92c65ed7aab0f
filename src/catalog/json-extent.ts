// Where a JSON value ends, by bracket and string matching only (no value is built): the JSON
// stream splitter cuts documents with it, and locate-json.ts walks a document's containers.
import { JSON_MAX_DEPTH } from './input-checks.js';

export const JSON_WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** End offset of the JSON value starting at `p`, by bracket and string matching only. */
export function jsonValueEnd(text: string, p: number): number {
  const c = text.charCodeAt(p);
  if (c === 0x7b || c === 0x5b) {
    let depth = 0;
    for (let i = p; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 0x22) i = stringEnd(text, i) - 1;
      else if (ch === 0x7b || ch === 0x5b) {
        if (++depth > JSON_MAX_DEPTH) return -2 - i;
      } else if (ch === 0x7d || ch === 0x5d) if (--depth === 0) return i + 1;
    }
    return -1;
  }
  if (c === 0x22) return stringEnd(text, p);
  let i = p;
  while (i < text.length && /[A-Za-z0-9+\-.]/.test(text[i]!)) i++;
  return i === p ? p + 1 : i;
}

/** End offset (past the closing quote) of the JSON string starting at `p`; past the text when unclosed. */
export function stringEnd(text: string, p: number): number {
  for (let i = p + 1; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x5c) i++;
    else if (ch === 0x22) return i + 1;
  }
  return text.length + 1;
}
