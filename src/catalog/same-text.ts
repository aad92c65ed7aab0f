// Whether a document is written the same on both sides, compared where it lies in its file:
// slicing copies each document of a large catalog (two 100,000-bundle sides: ~45 MB of copies
// to learn that nothing changed).
import type { RawDocument } from './types.js';

/** documentText(a) === documentText(b), without making either. */
export function sameDocumentText(a: RawDocument, b: RawDocument): boolean {
  const length = a.source.end - a.source.start;
  if (length !== b.source.end - b.source.start) return false;
  const x = a.source.text.text();
  const y = b.source.text.text();
  if (x === y && a.source.start === b.source.start) return true;
  for (let i = a.source.start, j = b.source.start, end = a.source.end; i < end; i++, j++)
    if (x.charCodeAt(i) !== y.charCodeAt(j)) return false;
  return true;
}
