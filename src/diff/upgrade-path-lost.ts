// upgrade-path-lost: an install of channel C (an entry of C in base, C still in head, not C's
// head) that this change strands, per semantics: under OLM classic it reached C's head step by
// step in base and no longer does in head; under OLM v1 it had a successor in C in base (or was
// C's head) and has none in head. Stranding base already had is not this rule (semantics-divergence, or nothing).
import type { Draft } from '../model/draft.js';
import { channelHeads } from '../graph/heads.js';
import type { Side } from './side.js';
import { channelPair, type ChannelPair } from './channel-pair.js';

/** Whether the install at `p` still reaches head's channel head under every semantics head can judge. */
export function stillReaches(pair: ChannelPair, p: number, target: string | undefined): boolean {
  if (pair.installs.names[p] === target) return true;
  const classic = pair.head.classic ? pair.head.classic.reaches(p) : true;
  return classic && pair.head.v1Covered[p] === true;
}

/**
 * "installs of … in channel … are stranded by this change": the semantics said once when all share it, else per bundle.
 */
function stranding(lost: readonly { name: string; under: string }[], channel: string): string {
  const all = lost[0]!.under;
  return lost.every((l) => l.under === all)
    ? `installs of ${lost.map((l) => l.name).join(', ')} in channel "${channel}" are stranded by this change (${all})`
    : `installs of ${lost.map((l) => `${l.name} (${l.under})`).join(', ')} in channel "${channel}" are ` +
        `stranded by this change`;
}

/** Drafts upgrade-path-lost; returns, per channel, the bundles whose installs are stranded. */
export function lostPaths(pkg: string, base: Side, head: Side, drafts: Draft[]): Map<string, string[]> {
  const stranded = new Map<string, string[]>();
  for (const channel of base.view.channels.keys()) {
    const entries = head.view.channels.get(channel);
    if (!entries) continue; // a removed channel is channel-removed
    const heads = channelHeads(entries);
    if (heads.length !== 1) continue; // opm's graph error already fails the catalog
    const pair = channelPair(base, head, channel);
    if (pair.same) continue;
    const target = heads[0]!;
    // The head of base reached itself under either semantics.
    const [baseHead, more] = channelHeads(pair.baseEntries);
    const wasHead = (name: string): boolean => more === undefined && name === baseHead;
    const lost: { name: string; under: string }[] = [];
    for (const e of pair.baseEntries) {
      if (e.name === target) continue;
      const p = pair.installs.position(e.name)!;
      const classic =
        pair.base.classic !== undefined &&
        pair.head.classic !== undefined &&
        pair.base.classic.reaches(p) &&
        !pair.head.classic.reaches(p);
      const v1 = (pair.base.v1Covered[p] === true || wasHead(e.name)) && !pair.head.v1Covered[p];
      if (!classic && !v1) continue;
      lost.push({ name: e.name, under: classic && v1 ? 'OLM classic and OLM v1' : v1 ? 'OLM v1' : 'OLM classic' });
    }
    if (lost.length === 0) continue;
    stranded.set(
      channel,
      lost.map((l) => l.name),
    );
    const doc = head.model.channels.get(channel)?.doc?.doc;
    drafts.push({
      package: pkg,
      channel,
      rule: 'upgrade-path-lost',
      message:
        `${stranding(lost, channel)}: nothing upgrades them to ${target} any more; add a \`replaces\`, ` +
        `\`skips\` or \`skipRange\` on a newer bundle that covers them`,
      at: doc ? { doc, path: ['name'] } : { doc: head.model.doc.doc, path: ['name'] },
    });
  }
  return stranded;
}
