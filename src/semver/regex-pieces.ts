// Matching `^A1…An(B1…Bm)*$` without a backtracking engine's exponential paths: the set of
// positions reachable after each piece is carried forward, each piece an anchored regex tried on
// the substrings its alphabet allows. Go's regexp (RE2) is linear on such expressions; one
// JavaScript RegExp for the whole is not when its pieces can split a run of text several ways
// (whitespace between `\s*` and `\s+`, an empty operator, a `|` that is both text and separator).

export interface Piece {
  readonly re: RegExp;
  /** Characters a match can hold: a match never extends past the first other one. */
  readonly alphabet: RegExp;
}

export const piece = (re: string, alphabet: RegExp): Piece => ({ re: new RegExp(`^(?:${re})$`), alphabet });

/** Every end of a match of `p` starting at one of `starts`. */
function step(text: string, starts: ReadonlySet<number>, p: Piece): Set<number> {
  const out = new Set<number>();
  for (const s of starts) {
    let limit = s;
    while (limit < text.length && p.alphabet.test(text[limit]!)) limit++;
    for (let e = s; e <= limit; e++) if (p.re.test(text.slice(s, e))) out.add(e);
  }
  return out;
}

const chain = (text: string, from: ReadonlySet<number>, pieces: readonly Piece[]): Set<number> =>
  pieces.reduce<Set<number>>((at, p) => step(text, at, p), new Set(from));

/** True when `text` matches `^first(repeated)*$`. */
export function matchesRepeated(text: string, first: readonly Piece[], repeated: readonly Piece[]): boolean {
  const reached = chain(text, new Set([0]), first);
  let frontier = reached;
  while (frontier.size > 0) {
    const next = chain(text, frontier, repeated);
    frontier = new Set([...next].filter((p) => !reached.has(p)));
    for (const p of frontier) reached.add(p);
  }
  return reached.has(text.length);
}
