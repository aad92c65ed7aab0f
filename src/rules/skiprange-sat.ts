// Whether a parsed skipRange can match any version at all: each AND group is an interval with
// point exclusions; the range is empty when every group is.
import type { BlangRange, Comparator } from '../semver/blang-range.js';
import { compareVersions, type Version } from '../semver/blang.js';

interface Bound {
  v: Version;
  inclusive: boolean;
}

function groupSatisfiable(group: readonly Comparator[]): boolean {
  let lo: Bound | undefined;
  let hi: Bound | undefined;
  const excluded: Version[] = [];
  for (const c of group) {
    const b = { v: c.version, inclusive: c.op === '>=' || c.op === '<=' || c.op === '=' };
    if (c.op === '!=') { excluded.push(c.version); continue; }
    if (c.op === '>' || c.op === '>=' || c.op === '=') {
      const d = lo ? compareVersions(b.v, lo.v) : 1;
      if (!lo || d > 0 || (d === 0 && !b.inclusive)) lo = b;
    }
    if (c.op === '<' || c.op === '<=' || c.op === '=') {
      const d = hi ? compareVersions(b.v, hi.v) : -1;
      if (!hi || d < 0 || (d === 0 && !b.inclusive)) hi = b;
    }
  }
  if (lo && hi) {
    const d = compareVersions(lo.v, hi.v);
    if (d > 0) return false;
    if (d === 0) return lo.inclusive && hi.inclusive && !excluded.some((x) => compareVersions(x, lo!.v) === 0);
  }
  return true;
}

export function rangeMatchesNothing(r: BlangRange): boolean {
  return r.groups.every((g) => g.length > 0 && !groupSatisfiable(g));
}
