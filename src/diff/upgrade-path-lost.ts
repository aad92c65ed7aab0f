// upgrade-path-lost: an install of channel C (an entry of C in base, C still in head, not C's
// head) that this change strands, per semantics: under OLM classic it reached C's head step by
// step in base and no longer does in head; under OLM v1 it had a successor in C in base (or was
// C's head) and has none in head. Stranding base already had is not this rule (semantics-divergence, or nothing).
import type { Draft } from '../model/draft.js';
import { EVERY_CONSUMER, type Consumers } from '../model/consumers.js';
import { channelHeads } from '../graph/heads.js';
import type { Side } from './side.js';
import { channelPair, type ChannelPair } from './channel-pair.js';
import { byVersion } from '../graph/by-version.js';

/** Whether the install at `p` still reaches head's channel head under every consuming flavour head can judge. */
export function stillReaches(
  pair: ChannelPair,
  p: number,
  target: string | undefined,
  consumers: Consumers = EVERY_CONSUMER,
): boolean {
  if (pair.installs.names[p] === target) return true;
  const classic = !consumers.classic || !pair.head.classic || pair.head.classic.reaches(p);
  return classic && (!consumers.v1 || pair.head.v1Covered[p] === true);
}

const EVERY_READER = 'for every OLM flavour that consumes this catalog';

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

/**
 * Drafts upgrade-path-lost; returns, per channel, the bundles whose installs are stranded under a
 * flavour that consumes the catalog. Stranding only under a flavour that does not is said as info.
 */
export function lostPaths(
  pkg: string,
  base: Side,
  head: Side,
  drafts: Draft[],
  consumers: Consumers = EVERY_CONSUMER,
): Map<string, string[]> {
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
    const moot: { name: string; under: string }[] = [];
    for (const e of pair.baseEntries) {
      if (e.name === target) continue;
      const p = pair.installs.position(e.name)!;
      const classic =
        pair.base.classic !== undefined &&
        pair.head.classic !== undefined &&
        pair.base.classic.reaches(p) &&
        !pair.head.classic.reaches(p);
      const v1 = (pair.base.v1Covered[p] === true || wasHead(e.name)) && !pair.head.v1Covered[p];
      const [c, v] = [classic && consumers.classic, v1 && consumers.v1];
      // Lost for every flavour that reads the catalog: said in the same words in every catalog, so
      // the same stranding in catalogs read by different flavours is one problem (report/problems.ts).
      const everyone = (!consumers.classic || classic) && (!consumers.v1 || v1);
      if (c || v) lost.push({ name: e.name, under: everyone ? EVERY_READER : v ? 'OLM v1' : 'OLM classic' });
      else if (classic || v1) moot.push({ name: e.name, under: classic ? 'OLM classic' : 'OLM v1' });
    }
    if (lost.length === 0 && moot.length === 0) continue;
    const order = byVersion((n) => base.view.versions.get(n));
    lost.sort((x, y) => order(x.name, y.name));
    moot.sort((x, y) => order(x.name, y.name));
    if (lost.length > 0)
      stranded.set(
        channel,
        lost.map((l) => l.name),
      );
    const doc = head.model.channels.get(channel)?.doc?.doc;
    const fix = 'add a `replaces`, `skips` or `skipRange` on a newer bundle that covers them';
    const others =
      moot.length === 0
        ? ''
        : `${lost.length > 0 ? '; ' : ''}${stranding(moot, channel)}, but ` +
          `${[...new Set(moot.map((m) => m.under))].join(' and ')} does not consume this catalog (` +
          `${consumers.why})`;
    drafts.push({
      package: pkg,
      channel,
      rule: 'upgrade-path-lost',
      message:
        lost.length > 0
          ? `${stranding(lost, channel)}: nothing upgrades them to ${target} any more; ${fix}${others}`
          : `${others}: no install of this catalog loses its path to ${target}; to keep the flavours alike, ${fix}`,
      at: doc ? { doc, path: ['name'] } : { doc: head.model.doc.doc, path: ['name'] },
      ...(lost.length > 0 ? {} : { severity: 'info' as const }),
    });
  }
  return stranded;
}
