// "Did you mean": the closest known word to a mistyped one, by edit distance (a swap of two
// neighbouring letters counts as one edit: the commonest typo).

/** Optimal string alignment distance between `a` and `b`. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known word within two edits (and less than half the word) of `word`, if one is. */
export function closest(word: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const dist = editDistance(word, k);
    if (dist < bestDistance && dist <= 2 && dist * 2 < Math.max(word.length, k.length)) {
      best = k;
      bestDistance = dist;
    }
  }
  return best;
}

/** " (did you mean X?)" or nothing. */
export function didYouMean(word: string, known: Iterable<string>, show: (k: string) => string = (k) => k): string {
  const k = closest(word, known);
  return k === undefined ? '' : `; did you mean ${show(k)}?`;
}
