// A pull request is judged by what it changes: a finding of head that base already had (same
// rule, catalog, package, channel, bundle and message, positions aside) is not introduced.
import { findingIdentity, type Finding } from '../model/finding.js';

export function markIntroduced(head: readonly Finding[], base: readonly Finding[]): Finding[] {
  const seen = new Map<string, number>();
  for (const f of base) seen.set(findingIdentity(f), (seen.get(findingIdentity(f)) ?? 0) + 1);
  return head.map((f) => {
    const k = findingIdentity(f);
    const n = seen.get(k) ?? 0;
    if (n > 0) seen.set(k, n - 1);
    return { ...f, introduced: n === 0 };
  });
}
