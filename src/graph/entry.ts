// A channel entry as the graph sees it, and blang range parsing shared by every graph module and
// the rules (skipRanges, olm.package.required versionRanges): each distinct text is parsed once
// per process while it is held.
import type { Parsed } from '../semver/blang.js';
import { parseBlangRange, type BlangRange } from '../semver/blang-range.js';

export interface EntryLike {
  readonly name: string;
  readonly replaces: string;
  readonly skips: readonly string[];
  readonly skipRange: string;
}

const parses = new Map<string, Parsed<BlangRange>>();
let heldChars = 0;
/** Characters of range text the cache holds before it starts again (a long-lived process sees many catalogs). */
const HELD_CHARS = 1 << 24;

/** A skipRange or versionRange parsed as blang reads it, with the parser's error when it does not parse. */
export function parsedRange(s: string): Parsed<BlangRange> {
  let p = parses.get(s);
  if (p === undefined) {
    p = parseBlangRange(s);
    if (heldChars + s.length > HELD_CHARS) {
      parses.clear();
      heldChars = 0;
    }
    parses.set(s, p);
    heldChars += s.length;
  }
  return p;
}

/** The parsed skipRange, or null when it does not parse (its finding is the channel rules'). */
export function cachedRange(s: string): BlangRange | null {
  const p = parsedRange(s);
  return p.ok ? p.value : null;
}
