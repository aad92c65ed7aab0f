// Names in the order people count them, for every list fbc-bot shows: catalog directories
// (catalogs/v4.9 before catalogs/v4.10) and bundle names whose versions do not decide (foo.v1.1.6
// before foo.v1.1.16). One order for both, so one comment never lists the same names two ways.

const RUNS = /\d+|\D+/g;
const isDigits = (run: string): boolean => run.charCodeAt(0) >= 48 && run.charCodeAt(0) <= 57;

/** Two runs of digits by the number they spell, exactly at any length (no Number, no BigInt). */
function compareDigits(p: string, q: string): number {
  let i = 0;
  let j = 0;
  while (i < p.length - 1 && p.charCodeAt(i) === 48) i++;
  while (j < q.length - 1 && q.charCodeAt(j) === 48) j++;
  const d = p.length - i - (q.length - j);
  if (d !== 0) return d;
  for (; i < p.length; i++, j++) if (p[i] !== q[j]) return p[i]! < q[j]! ? -1 : 1;
  return 0;
}

/**
 * Natural order: digit runs compare as numbers, other runs as text. A run spelling the same number
 * with other leading zeros (v01, v1) does not decide: the next runs do, then fewer runs first, and
 * only then the names as text, where the leading zero sorts first (v01 before v1, v01.1 before v1.2,
 * v1.1 before v01.2), as GNU `sort -V` puts them. Zero only for equal names: a total order.
 */
export function compareNatural(a: string, b: string): number {
  if (a === b) return 0;
  const x = a.match(RUNS) ?? [];
  const y = b.match(RUNS) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i]!;
    const q = y[i]!;
    if (p === q) continue;
    if (!isDigits(p) || !isDigits(q)) return p < q ? -1 : 1;
    const c = compareDigits(p, q);
    if (c !== 0) return c;
  }
  return x.length - y.length || (a < b ? -1 : 1);
}
