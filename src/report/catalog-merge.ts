// One OCP release per catalog means the same change lands in nine catalogs: the comment says it
// once and names the catalogs as ranges (`catalogs/v4.12–v4.14, v4.16`). Catalogs sort in
// natural order (v4.9 before v4.10, as bundle names do); two catalogs are consecutive when their
// names differ only in a last number one apart.
import { createHash } from 'node:crypto';
import { compareNatural } from '../semver/natural-order.js';

const LAST_NUMBER = /^(.*?)(\d+)(\D*)$/;

function consecutive(a: string, b: string): boolean {
  const x = LAST_NUMBER.exec(a);
  const y = LAST_NUMBER.exec(b);
  return x !== null && y !== null && x[1] === y[1] && x[3] === y[3] && Number(y[2]) === Number(x[2]) + 1;
}

/** The catalogs as ranges, in version order; a shared parent directory said once. */
export function catalogRanges(catalogs: readonly string[]): string {
  const sorted = [...new Set(catalogs)].sort(compareNatural);
  if (sorted.length === 0) return '';
  const slash = sorted[0]!.lastIndexOf('/');
  const parent =
    slash >= 0 && sorted.every((c) => c.lastIndexOf('/') === slash && c.startsWith(sorted[0]!.slice(0, slash + 1)))
      ? sorted[0]!.slice(0, slash + 1)
      : '';
  const runs: string[][] = [];
  for (const c of sorted.map((s) => s.slice(parent.length))) {
    const run = runs[runs.length - 1];
    if (run && consecutive(run[run.length - 1]!, c)) run.push(c);
    else runs.push([c]);
  }
  const text = runs
    .map((r) => (r.length === 1 ? r[0]! : r.length === 2 ? `${r[0]}, ${r[1]}` : `${r[0]}–${r[r.length - 1]}`))
    .join(', ');
  return `${parent}${text || '.'}`;
}

/**
 * A short map key for a long one: V8 hashes a string longer than 16,383 units by its length
 * alone, so long keys (a message quoting a huge value) would all collide in a Map.
 */
export const digest = (key: string): string =>
  key.length < 1_000 ? key : createHash('sha1').update(key).digest('base64');

/** Items equal but for their catalog, gathered in first-seen order with every catalog they are in. */
export function mergeAcross<T>(
  items: readonly T[],
  catalogOf: (t: T) => string,
  key: (t: T) => string,
): { item: T; catalogs: string[] }[] {
  const groups = new Map<string, { item: T; catalogs: string[] }>();
  for (const t of items) {
    const k = digest(key(t));
    const g = groups.get(k);
    if (g) g.catalogs.push(catalogOf(t));
    else groups.set(k, { item: t, catalogs: [catalogOf(t)] });
  }
  return [...groups.values()];
}

/** Items in order, those with the same key gathered where the first of them stands; items without a key stay single. */
export function gatherRuns<T extends object>(items: readonly T[], keyOf: (t: T) => unknown[] | undefined): (T | T[])[] {
  const out: (T | T[])[] = [];
  const groups = new Map<string, T[]>();
  for (const t of items) {
    const key = keyOf(t);
    if (key === undefined) {
      out.push(t);
      continue;
    }
    const k = digest(JSON.stringify(key));
    const g = groups.get(k);
    if (g) g.push(t);
    else {
      const fresh = [t];
      groups.set(k, fresh);
      out.push(fresh);
    }
  }
  return out;
}
