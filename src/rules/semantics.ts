// semantics-divergence: for some installed version, OLM classic (one replacement chain, closest
// to the head wins, skipped entries never chosen) and OLM v1 (any direct successor, highest
// non-deprecated version wins) pick different bundles, or one finds an upgrade and the other not.
import { classicOrder, classicSuccessor } from '../graph/classic.js';
import { candidatesOf } from '../graph/graph-json.js';
import { sortV1, v1SuccessorNames } from '../graph/v1.js';
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
      const order = classicOrder(entries, channel, pkg.name);
      // One root cause: a channel with a graph error, or an entry without a resolvable bundle,
      // already has its finding; comparing resolvers on it would only echo that.
      if (!order.ok || !ch.c || ch.c.broken || checkChannelGraph(entries) !== undefined) continue;
      if (entries.some((e) => !view.versions.has(e.name))) continue;
      const diffs: string[] = [];
      for (const e of entries) {
        const v = view.versions.get(e.name);
        if (!v) continue;
        const classic = classicSuccessor(order.order, e.name, v);
        const v1 = sortV1(candidatesOf(view, v1SuccessorNames(entries, e.name, v)))[0]?.name ?? null;
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
