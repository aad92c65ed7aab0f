// upgrade-path-lost: a bundle users may run (in channel C in base, C still in head, not C's head
// in head) that in head can no longer reach C's head through OLM classic's upgrades, or has no
// OLM v1 successor in C at all — whether it left C or lost the edges into it.
import type { Version } from '../semver/blang.js';
import { classicOrder, classicSuccessor, upgradesFrom } from '../graph/classic.js';
import type { Draft } from '../rules/draft.js';
import { opmHeads } from '../rules/channel-graph.js';
import type { Side } from './changes.js';

/** Whether classic, upgrading step by step from `name`, reaches `target`. */
function classicReaches(order: Parameters<typeof classicSuccessor>[0], name: string, version: Version | undefined, target: string, versionOf: (n: string) => Version | undefined): boolean {
  const seen = new Set<string>();
  let cur: string | null = name;
  let v = version;
  while (cur !== null && !seen.has(cur)) {
    if (cur === target) return true;
    seen.add(cur);
    cur = classicSuccessor(order, cur, v);
    v = cur === null ? undefined : versionOf(cur);
  }
  return false;
}

export function lostPaths(pkg: string, base: Side, head: Side, drafts: Draft[]): void {
  for (const [channel, baseEntries] of base.view.channels) {
    const entries = head.view.channels.get(channel);
    if (!entries) continue; // a removed channel is channel-removed
    const heads = opmHeads(entries);
    if (heads.length !== 1) continue; // opm's graph error already fails the catalog
    const target = heads[0]!;
    const order = classicOrder(entries, channel, pkg);
    const lost: string[] = [];
    for (const e of baseEntries) {
      if (e.name === target) continue;
      const version = base.view.versions.get(e.name) ?? head.view.versions.get(e.name);
      const v1 = entries.some((x) => upgradesFrom(x, e.name, version));
      const classic = order.ok ? classicReaches(order.order, e.name, version, target, (n) => head.view.versions.get(n)) : true;
      if (v1 && classic) continue;
      const under = !v1 && !classic ? 'OLM classic and OLM v1' : !v1 ? 'OLM v1 (no successor)' : `OLM classic (no path to ${target})`;
      lost.push(`${e.name} (${under})`);
    }
    if (lost.length === 0) continue;
    const doc = head.model.channels.get(channel)?.c?.doc;
    drafts.push({
      package: pkg, channel, rule: 'upgrade-path-lost',
      message: `installs of ${lost.join(', ')} in channel "${channel}" are stranded: nothing upgrades them to ${target} any more; add a \`replaces\`, \`skips\` or \`skipRange\` on a newer bundle that covers them`,
      at: doc ? { doc, path: ['name'] } : { doc: head.model.p.doc, path: ['name'] },
    });
  }
}
