// semantics-divergence: for some installed version, OLM classic (one replacement chain, closest
// to the head wins, skipped entries never chosen) and OLM v1 (any direct successor, highest
// non-deprecated version wins) pick different bundles, or one finds an upgrade and the other not.
import { classicOrder } from '../graph/classic.js';
import { channelEdges, successorIndex } from '../graph/edges.js';
import { candidatesOf } from '../graph/graph-json.js';
import { bestV1 } from '../graph/v1.js';
import { packageView } from '../graph/view.js';
import { checkChannelGraph } from './channel-graph.js';
import type { Deprecated } from './deprecations.js';
import type { Draft } from './draft.js';
import type { Model } from './model.js';

export function semanticsRules(model: Model, deprecated: ReadonlyMap<string, Deprecated>, drafts: Draft[]): void {
  for (const pkg of model.packages.values()) {
    const view = packageView(pkg, deprecated.get(pkg.name));
    for (const [channel, entries] of view.channels) {
      const ch = pkg.channels.get(channel)!;
      // One root cause: a channel with a graph error, or an entry without a resolvable bundle,
      // already has its finding; comparing resolvers on it would only echo that.
      if (!ch.c || ch.c.broken || checkChannelGraph(entries) !== undefined) continue;
      if (entries.some((e) => !view.versions.has(e.name))) continue;
      const order = classicOrder(entries, channel, pkg.name);
      if (!order.ok) continue;
      const targets = successorIndex(channelEdges(entries, (n) => view.versions.get(n)));
      const diffs: string[] = [];
      for (const e of entries) {
        const next = targets.get(e.name);
        const classic = next ? (order.order.find((o) => next.has(o.name))?.name ?? null) : null;
        const v1 = next ? (bestV1(candidatesOf(view, [...next]))?.name ?? null) : null;
        if (classic !== v1) diffs.push(`${e.name} (classic: ${classic ?? 'no upgrade'}, v1: ${v1 ?? 'no upgrade'})`);
      }
      if (diffs.length === 0) continue;
      drafts.push({
        package: pkg.name, channel, rule: 'semantics-divergence',
        message: `OLM classic and OLM v1 upgrade differently in channel "${channel}" from ${diffs.join('; ')}: clusters on the two OLMs diverge; add the missing replaces/skips so both reach the same bundle`,
        at: { doc: ch.c.doc, path: ['name'] },
      });
    }
  }
}
