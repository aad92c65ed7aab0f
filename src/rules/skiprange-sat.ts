// Whether a parsed skipRange can match any version at all: each AND group is an interval with
// point exclusions; the range is empty when every group is.
import { groupIntervals, type BlangRange } from '../semver/blang-range.js';

export function rangeMatchesNothing(r: BlangRange): boolean {
  return r.groups.every((g) => g.length > 0 && groupIntervals(g).length === 0);
}
