// Which entries a stranding comes from, for the change graph to point at: per stranded install,
// the first step of its way up in base that head no longer takes — under OLM classic the entry
// base upgraded it to, step by step, where head upgrades it elsewhere or nowhere (the entry a
// pull request newly skips drops out of classic's order, and every install that upgraded through
// it with it); under OLM v1 the entry that covered it in base when none does in head.
import type { Side } from './side.js';
import { channelPair } from './channel-pair.js';

/** The entries of `channel` whose change stranded the installs `stranded`, in channel order. */
export function strandingCauses(base: Side, head: Side, channel: string, stranded: readonly string[]): string[] {
  if (stranded.length === 0) return [];
  const pair = channelPair(base, head, channel);
  const causes = new Set<string>();
  const b = pair.base.classic;
  const h = pair.head.classic;
  for (const name of stranded) {
    const start = pair.installs.position(name);
    if (start === undefined) continue;
    // A walk longer than the channel has met an install twice: classic's own cycle, no cause.
    for (
      let p: number | undefined = start, steps = 0;
      b && h && p !== undefined && steps <= pair.installs.size;
      steps++
    ) {
      const was = b.pick[p];
      if (was === null || was === undefined) break;
      if (was !== h.pick[p]) {
        causes.add(was);
        break;
      }
      p = pair.installs.position(was);
    }
    const v1 = pair.base.v1[start];
    if (pair.base.v1Covered[start] && !pair.head.v1Covered[start] && v1) causes.add(v1);
  }
  const order = [...pair.headEntries, ...pair.baseEntries].map((e) => e.name);
  return [...new Set(order)].filter((n) => causes.has(n));
}
