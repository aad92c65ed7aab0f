// Head against the released index (Konflux's pruning check): what users already install from the
// published index — its packages, channels and channel entries — that head no longer has. A merge
// would remove it from the next index built. An error, except in channels the configuration marks
// pre-release (a warning); `introduced` when base still had it (what base already lacked is not
// this change's doing). An index that could not be read is a notice, never an error.
import { finalize, type Draft, type Overrides } from '../model/draft.js';
import type { Finding } from '../model/finding.js';
import type { MChannel, MPackage, Model } from '../model/catalog-model.js';
import { prefixOf } from '../rules/validate.js';

export interface ReleasedIndex {
  /** The pull spec read. */
  readonly index: string;
  readonly model: Model;
}

const live = (c: MChannel | undefined): c is MChannel => c !== undefined && !c.synthetic;
const channelsOf = (p: MPackage): MChannel[] => [...p.channels.values()].filter(live);
const names = (list: readonly string[]): string => list.map((n) => `"${n}"`).join(', ');

interface Removal {
  readonly draft: Draft;
  /** Base had what head lacks: the change removes it. */
  readonly introduced: boolean;
}

function packageRemovals(
  released: MPackage,
  base: MPackage | undefined,
  head: MPackage | undefined,
  index: string,
  preRelease: (channel: string) => boolean,
): Removal[] {
  const pkg = released.name;
  const channels = channelsOf(released);
  const severity = (list: readonly string[]): Draft['severity'] =>
    list.length > 0 && list.every(preRelease) ? 'warning' : 'error';
  const marked = (list: readonly string[]): string =>
    severity(list) === 'warning' ? ` (${list.length > 1 ? 'all marked' : 'marked'} pre-release)` : '';
  if (!head) {
    const list = channels.map((c) => c.name);
    return [
      {
        introduced: base !== undefined,
        draft: {
          rule: 'released-content-removed',
          package: pkg,
          message:
            `package "${pkg}" is in the released index ${index} (channels ${names(list)}${marked(list)}) and gone ` +
            `from head: a merge removes it from what users already install; keep it (deprecate it instead)`,
          severity: severity(list),
        },
      },
    ];
  }
  const out: Removal[] = [];
  for (const channel of channels) {
    const c = channel.name;
    const h = head.channels.get(c);
    const b = base?.channels.get(c);
    if (!live(h)) {
      out.push({
        introduced: live(b),
        draft: {
          rule: 'released-content-removed',
          package: pkg,
          channel: c,
          message:
            `channel "${c}" is in the released index ${index}${marked([c])} and gone from head: clusters ` +
            `subscribed to it lose their updates; keep it (deprecate it instead)`,
          severity: severity([c]),
          at: { doc: head.doc.doc },
        },
      });
      continue;
    }
    const inHead = new Set(h.entries.map((e) => e.name));
    const inBase = new Set(live(b) ? b.entries.map((e) => e.name) : []);
    for (const entry of channel.entries) {
      if (inHead.has(entry.name)) continue;
      const gone = head.bundles.has(entry.name) ? '' : ', and the bundle is gone from the package';
      out.push({
        introduced: inBase.has(entry.name),
        draft: {
          rule: 'released-content-removed',
          package: pkg,
          channel: c,
          bundle: entry.name,
          message:
            `${entry.name} is in channel "${c}" of the released index ${index}${marked([c])} and not in head's ` +
            `"${c}"${gone}: installs of it lose their upgrade path; keep the entry`,
          severity: severity([c]),
          ...(h.doc ? { at: { doc: h.doc.doc, path: ['entries'] } } : {}),
        },
      });
    }
  }
  return out;
}

/** What head removes from the released index, as findings of `catalog` (head's report path). */
export function releasedRemovals(
  catalog: string,
  released: ReleasedIndex,
  base: Model | undefined,
  head: Model | undefined,
  preRelease: (channel: string) => boolean,
  overrides: Overrides,
): Finding[] {
  const out: Finding[] = [];
  for (const name of [...released.model.packages.keys()].sort()) {
    const removals = packageRemovals(
      released.model.packages.get(name)!,
      base?.packages.get(name),
      head?.packages.get(name),
      released.index,
      preRelease,
    );
    for (const r of removals)
      for (const f of finalize([r.draft], catalog, prefixOf(catalog), overrides))
        out.push({ ...f, introduced: r.introduced });
  }
  return out;
}

/** The notice for a released index that could not be read: what a merge removes from it is unchecked. */
export function releasedUnverified(catalog: string, index: string, why: string, overrides: Overrides): Finding[] {
  return finalize(
    [
      {
        rule: 'released-index-unverified',
        message: `the released index ${index} was not read, so what this change removes from it is unchecked: ${why}`,
      },
    ],
    catalog,
    prefixOf(catalog),
    overrides,
  );
}
