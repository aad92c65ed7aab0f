// semantics-divergence: for some installed version, OLM classic (one replacement chain, closest
// to the head wins, skipped entries never chosen) and OLM v1 (any direct successor, highest
// non-deprecated version wins) pick different bundles, or one finds an upgrade and the other not.
import { channelIndex } from '../graph/channel-index.js';
import { classicOrder } from '../graph/classic.js';
import { candidatesOf } from '../graph/graph-json.js';
import { bestV1 } from '../graph/v1.js';
import { packageView } from '../graph/view.js';
import { checkChannelGraph } from './channel-graph.js';
import type { Deprecated, Model } from '../model/catalog-model.js';
import type { Draft } from '../model/draft.js';
import { EVERY_CONSUMER, type Consumers } from '../model/consumers.js';

/** What the divergence means for the catalog's consumers, and its severity when only one flavour reads it. */
function consequence(consumers: Consumers): { say: string; severity?: 'info' } {
  if (consumers.classic && consumers.v1)
    return { say: 'clusters on the two OLMs diverge; add the missing replaces/skips so both reach the same bundle' };
  const only = consumers.classic ? 'OLM classic' : 'OLM v1';
  return {
    say:
      `only ${only} consumes this catalog (${consumers.why}), so its clusters follow ${only}'s picks; add ` +
      `the missing replaces/skips before the other flavour consumes it`,
    severity: 'info',
  };
}

export function semanticsRules(
  model: Model,
  deprecated: ReadonlyMap<string, Deprecated>,
  drafts: Draft[],
  consumers: Consumers = EVERY_CONSUMER,
): void {
  const { say, severity } = consequence(consumers);
  for (const pkg of model.packages.values()) {
    const view = packageView(pkg, deprecated.get(pkg.name));
    for (const [channel, entries] of view.channels) {
      // A lone entry has no successor on either OLM: nothing can differ.
      if (entries.length < 2) continue;
      const ch = pkg.channels.get(channel)!;
      // One root cause: a channel with a graph error, or an entry without a resolvable bundle,
      // already has its finding; comparing resolvers on it would only echo that.
      if (!ch.doc || ch.doc.broken || checkChannelGraph(entries) !== undefined) continue;
      if (entries.some((e) => !view.versions.has(e.name))) continue;
      const order = classicOrder(entries, channel, pkg.name);
      if (!order.ok) continue;
      const ix = channelIndex(entries, (n) => view.versions.get(n), view.deprecatedBundles);
      const classicNext = ix.table(order.order).bestForEntries();
      const v1Next = ix.v1.bestForEntries();
      const diffs: string[] = [];
      const pushedOntoDeprecated = !view.packageDeprecated && !view.deprecatedChannels.has(channel);
      for (const e of entries) {
        const classic = classicNext.get(e.name) ?? null;
        // OLM v1 keeps the installed bundle as a candidate: it stays unless its successor ranks higher.
        const v1Best = v1Next.get(e.name) ?? null;
        // Every successor deprecated: deprecated-only-path names this install (classic moves it
        // onto a deprecated bundle, v1 keeps it); one root cause, one finding.
        if (
          pushedOntoDeprecated &&
          v1Best !== null &&
          !view.deprecatedBundles.has(e.name) &&
          view.deprecatedBundles.has(v1Best)
        )
          continue;
        const v1 = v1Best !== null && bestV1(candidatesOf(view, [v1Best, e.name]))?.name === e.name ? null : v1Best;
        if (classic !== v1) diffs.push(`${e.name} (classic: ${classic ?? 'no upgrade'}, v1: ${v1 ?? 'no upgrade'})`);
      }
      if (diffs.length === 0) continue;
      drafts.push({
        package: pkg.name,
        channel,
        rule: 'semantics-divergence',
        message: `OLM classic and OLM v1 upgrade differently in channel "${channel}" from ${diffs.join('; ')}: ${say}`,
        at: { doc: ch.doc.doc, path: ['name'] },
        ...(severity ? { severity } : {}),
      });
    }
  }
}
