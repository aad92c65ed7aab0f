// Installability on the upgrade edges a pull request adds: head's validation judges every channel
// head (rules/installability.ts), and an edge may lead to a bundle that heads no channel (a
// release inserted below the head, a skips entry): those targets are judged here, as the CRD check
// examines the same new edges: a (from, to) pair no channel of base had (a renamed channel's edges
// are not new) of a package the catalog already served. Their findings are the change's own
// (introduced): install-edge-target.
import { packageEdges } from '../graph/package-edges.js';
import type { Draft } from '../model/draft.js';
import type { Consumers } from '../model/consumers.js';
import {
  headNames,
  installDrafts,
  installJudged,
  type ImageCsvSource,
  type InstallTarget,
} from '../rules/installability.js';
import type { PackageChange } from './package-changes.js';
import type { Side } from './side.js';

export function edgeTargetDrafts(
  catalog: string,
  consumers: Consumers,
  base: Side | undefined,
  head: Side,
  change: PackageChange,
  fromImage: ImageCsvSource | undefined,
  drafts: Draft[],
): void {
  // A package new to the catalog (a catalog promoted to the next OpenShift version, a new package)
  // has every edge new: its installs are judged at its heads, not at each bundle along the way.
  if (!base || !installJudged(catalog, consumers)) return;
  const heads = headNames(head.model);
  const before = packageEdges(base.view);
  const targets = new Map<string, InstallTarget>();
  for (const ch of change.channels)
    for (const e of ch.edgesAdded) {
      const b = head.model.bundles.get(e.to)?.doc;
      if (!b || b.broken || heads.has(e.to) || targets.has(e.to)) continue;
      if (before.channelsOf(e.from, e.to).length > 0) continue;
      targets.set(e.to, { bundle: b, edge: { from: e.from, to: e.to } });
    }
  // One rule of the diff's own (head's validation never judges these bundles), naming the channel-head
  // rule that says the same of a head.
  const own: Draft[] = [];
  installDrafts([...targets.values()], catalog, consumers, fromImage, own);
  for (const d of own) drafts.push({ ...d, rule: 'install-edge-target', message: `${d.message} (${d.rule})` });
}
