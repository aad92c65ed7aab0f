// Which installed (name, version) each channel entry covers — by `replaces`, `skips` or a
// skipRange match — for every entry of a channel at once. The installs are sorted by version once,
// so a skipRange becomes a few intervals found by binary search, and "the first entry of a list
// that covers each install" paints those intervals once each: n log n per channel, never the n²
// pairs a nightly channel (every entry's skipRange covering all older ones) would give.
import { compareVersions, type Version } from '../semver/blang.js';
import { rangeIntervals, type BlangRange } from '../semver/blang-range.js';
import { cachedRange, type EntryLike } from '../graph/edges.js';

/** The installs a channel pair is judged on: names with the version OLM records for them. */
export class Installs {
  /** Names by position: versioned ones sorted by version (blang order), then versionless ones. */
  readonly names: readonly string[];
  readonly versions: readonly (Version | undefined)[];
  private readonly pos = new Map<string, number>();
  private readonly versioned: number;
  private readonly intervalCache = new Map<string, readonly (readonly [number, number])[]>();

  constructor(versionOf: ReadonlyMap<string, Version | undefined>) {
    // A channel may hold 100,000 entries: positions sorted as indices, no object per install.
    const names = [...versionOf.keys()];
    const versions = [...versionOf.values()];
    const order = Uint32Array.from(names, (_, i) => i).sort((a, b) => {
      const x = versions[a];
      const y = versions[b];
      return (x && y ? compareVersions(x, y) : x ? -1 : y ? 1 : 0) || a - b;
    });
    this.names = Array.from(order, (i) => names[i]!);
    this.versions = Array.from(order, (i) => versions[i]);
    this.versioned = versions.reduce((n, v) => (v ? n + 1 : n), 0);
    this.names.forEach((name, i) => this.pos.set(name, i));
  }

  get size(): number {
    return this.names.length;
  }

  position(name: string): number | undefined {
    return this.pos.get(name);
  }

  /** First position whose version is ≥ v (strict: > v). */
  private bound(v: Version, strict: boolean): number {
    let lo = 0;
    let hi = this.versioned;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const d = compareVersions(this.versions[mid]!, v);
      if (d < 0 || (strict && d === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Positions whose version has v's precedence, as [first, end): every later one is higher. */
  samePrecedence(v: Version): [number, number] {
    return [this.bound(v, false), this.bound(v, true)];
  }

  /**
   * Positions whose version `range` contains, as sorted disjoint half-open intervals. Go's matcher
   * evaluates the OR groups left to right and panics on reaching an empty group, so only the
   * groups before the first empty one can ever match.
   */
  intervals(range: string): readonly (readonly [number, number])[] {
    let out = this.intervalCache.get(range);
    if (out) return out;
    const r = cachedRange(range);
    out = r ? this.rangeIntervals(r) : [];
    this.intervalCache.set(range, out);
    return out;
  }

  // The range's own intervals (semver/blang-range), mapped onto install positions.
  private rangeIntervals(r: BlangRange): [number, number][] {
    const parts: [number, number][] = [];
    for (const iv of rangeIntervals(r)) {
      const a = iv.lo ? this.bound(iv.lo.version, !iv.lo.inclusive) : 0;
      const b = iv.hi ? this.bound(iv.hi.version, iv.hi.inclusive) : this.versioned;
      if (a < b) parts.push([a, b]);
    }
    return merge(parts);
  }

  /**
   * For every position, the index in `list` of the first entry that covers it (-1: none). A
   * skipRange's intervals are painted over positions not painted yet, skipping painted runs.
   */
  firstCoverer(list: readonly EntryLike[]): Int32Array {
    const n = this.names.length;
    const byName = new Int32Array(n).fill(-1);
    const painted = new Int32Array(n).fill(-1);
    const next = new Int32Array(n + 1).map((_, i) => i);
    const find = (x: number): number => {
      let root = x;
      while (next[root] !== root) root = next[root]!;
      while (x !== root) {
        const up = next[x]!;
        next[x] = root;
        x = up;
      }
      return root;
    };
    const paint = (a: number, b: number, i: number): void => {
      for (let p = find(a); p < b; p = find(p)) {
        painted[p] = i;
        next[p] = p + 1;
      }
    };
    list.forEach((e, i) => {
      const own = this.pos.get(e.name);
      for (const nm of [e.replaces, ...e.skips]) {
        const p = nm === '' || nm === e.name ? undefined : this.pos.get(nm);
        if (p !== undefined && byName[p] === -1) byName[p] = i;
      }
      if (e.skipRange === '') return;
      for (const [a, b] of this.intervals(e.skipRange)) {
        if (own !== undefined && own >= a && own < b) {
          paint(a, own, i);
          paint(own + 1, b, i);
        } else paint(a, b, i);
      }
    });
    return byName.map((x, p) => (x === -1 ? painted[p]! : painted[p] === -1 ? x : Math.min(x, painted[p]!)));
  }
}

function merge(parts: [number, number][]): [number, number][] {
  parts.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [a, b] of parts) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}
