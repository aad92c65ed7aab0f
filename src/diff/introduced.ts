// A pull request is judged by what it changes: a finding of head that base already had (same
// rule, catalog, package, channel, bundle and message, positions aside) is not introduced.
import type { Finding } from '../report/finding.js';

// Messages may mention where something else is defined ("at file.yaml:12"): not an argument.
const key = (f: Finding): string => [f.rule, f.catalog ?? '', f.package ?? '', f.channel ?? '', f.bundle ?? '', f.message.replace(/\S+:\d+(:\d+)?/g, '')].join('\u0000');

export function markIntroduced(head: readonly Finding[], base: readonly Finding[]): Finding[] {
  const seen = new Map<string, number>();
  for (const f of base) seen.set(key(f), (seen.get(key(f)) ?? 0) + 1);
  return head.map((f) => {
    const k = key(f);
    const n = seen.get(k) ?? 0;
    if (n > 0) seen.set(k, n - 1);
    return { ...f, introduced: n === 0 };
  });
}
