// A channel entry as the graph sees it, and skipRange parsing shared by every graph module.
import { parseBlangRange, type BlangRange } from '../semver/blang-range.js';

export interface EntryLike {
  readonly name: string;
  readonly replaces: string;
  readonly skips: readonly string[];
  readonly skipRange: string;
}

const rangeCache = new Map<string, BlangRange | null>();

/** The parsed skipRange, or null when it does not parse (its finding is the channel rules'). */
export function cachedRange(s: string): BlangRange | null {
  let r = rangeCache.get(s);
  if (r === undefined) {
    const p = parseBlangRange(s);
    r = p.ok ? p.value : null;
    rangeCache.set(s, r);
  }
  return r;
}
