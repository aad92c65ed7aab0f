// The version line of one channel, sorted once: its keys are the entries' versions and every
// skipRange bound, in blang order (equal precedence merged, build metadata ignored). Slot 2i+1
// is exactly keys[i] and slot 2i the versions strictly between keys[i-1] and keys[i], so any
// version falls in one slot and, with its bounds among the keys, any interval is a contiguous
// run of slots: range coverage becomes integer runs instead of version pairs.
import type { VersionInterval } from '../semver/blang-range.js';
import { compareVersions, type Version } from '../semver/blang.js';

export class VersionLine {
  readonly keys: readonly Version[];

  constructor(versions: readonly Version[]) {
    const sorted = [...versions].sort(compareVersions);
    const keys: Version[] = [];
    for (const v of sorted) if (keys.length === 0 || compareVersions(keys[keys.length - 1]!, v) !== 0) keys.push(v);
    this.keys = keys;
  }

  get slots(): number {
    return 2 * this.keys.length + 1;
  }

  /** The first key index whose version is >= v (or > v when `strict`). */
  private lower(v: Version, strict: boolean): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const d = compareVersions(this.keys[mid]!, v);
      if (d < 0 || (strict && d === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  slotOf(v: Version): number {
    const i = this.lower(v, false);
    return i < this.keys.length && compareVersions(this.keys[i]!, v) === 0 ? 2 * i + 1 : 2 * i;
  }

  /** The interval's slots as [first, last], or undefined when it holds none; bounds must be keys. */
  runOf(iv: VersionInterval): [number, number] | undefined {
    const a = iv.lo ? (iv.lo.inclusive ? this.slotOf(iv.lo.version) : 2 * this.lower(iv.lo.version, true)) : 0;
    const b = iv.hi
      ? iv.hi.inclusive
        ? this.slotOf(iv.hi.version)
        : 2 * this.lower(iv.hi.version, false)
      : this.slots - 1;
    return a <= b ? [a, b] : undefined;
  }
}

/** Runs sorted and merged into disjoint ascending [first, last] pairs, flattened. */
export function mergeRuns(runs: [number, number][]): number[] {
  runs.sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  for (const [a, b] of runs) {
    const n = out.length;
    if (n > 0 && a <= out[n - 1]! + 1) out[n - 1] = Math.max(out[n - 1]!, b);
    else out.push(a, b);
  }
  return out;
}

/** Whether slot `s` lies in flattened disjoint ascending runs (binary search). */
export function inRuns(runs: readonly number[], s: number): boolean {
  let lo = 0;
  let hi = runs.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (runs[2 * mid + 1]! < s) lo = mid + 1;
    else hi = mid;
  }
  return lo < runs.length / 2 && runs[2 * lo]! <= s;
}
