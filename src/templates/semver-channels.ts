// The channels operator-registry's semver template generates from its bundles' versions: per
// archetype (candidate, fast, stable) a channel per major (`stable-v1`) and/or per minor
// (`stable-v1.2`) version, entries in version order, linked by the opm release's linking
// (semver-link.ts), and the default channel: the "high-water" channel, the most stable archetype,
// then the highest version that opened a channel, then the preferred kind.
import { compareVersions, type Version } from '../semver/blang.js';
import { linkEdgeScoped, linkPerChannel, type EntryRef, type LinkedEntry } from './semver-link.js';
import type { OpmLinking } from './opm-linking.js';
import { ARCHETYPES, type Archetype, type StreamKind } from './semver-read.js';

export interface VersionedBundle {
  readonly name: string;
  readonly version: Version;
}

export interface GeneratedChannel {
  readonly name: string;
  readonly entries: readonly LinkedEntry[];
}

export interface GeneratedChannels {
  /** `''` when no channel outranks opm's starting point (every version below 0.0.0). */
  readonly defaultChannel: string;
  /** Sorted by name, as opm writes them. */
  readonly channels: readonly GeneratedChannel[];
}

export interface GenerateOptions {
  readonly generateMajorChannels: boolean;
  readonly generateMinorChannels: boolean;
  readonly defaultChannelTypePreference: StreamKind;
  readonly linking: OpmLinking;
}

const KIND_RANK: Readonly<Record<StreamKind, number>> = { major: 1, minor: 2 };

interface HighWater {
  readonly arch: number;
  readonly kind: StreamKind | '';
  readonly version: Version;
  readonly name: string;
}

function higher(h: HighWater, than: HighWater, pref: StreamKind): boolean {
  if (h.arch !== than.arch) return h.arch > than.arch;
  const c = compareVersions(h.version, than.version);
  if (c !== 0) return c > 0;
  if (h.kind === than.kind) return false;
  if (h.kind === pref) return true;
  if (than.kind === pref) return false;
  return (h.kind === '' ? 0 : KIND_RANK[h.kind]) > (than.kind === '' ? 0 : KIND_RANK[than.kind]);
}

export const channelName = (arch: Archetype, kind: StreamKind, v: Version): string =>
  kind === 'major' ? `${arch}-v${v.major}` : `${arch}-v${v.major}.${v.minor}`;

/** `bundles[arch]`: the bundles the template lists under that archetype, each name once. */
export function generateChannels(
  bundles: Readonly<Record<Archetype, readonly VersionedBundle[]>>,
  o: GenerateOptions,
): GeneratedChannels {
  const kinds: StreamKind[] = [];
  if (o.generateMajorChannels) kinds.push('major');
  if (o.generateMinorChannels) kinds.push('minor');
  const members = new Map<string, EntryRef[]>();
  const refs: EntryRef[] = [];
  let high: HighWater = {
    arch: 0,
    kind: '',
    version: { major: 0n, minor: 0n, patch: 0n, pre: [], build: [] },
    name: '',
  };
  ARCHETYPES.forEach((arch, rank) => {
    const sorted = [...bundles[arch]].sort((a, b) => compareVersions(a.version, b.version));
    for (const b of sorted) {
      for (const kind of kinds) {
        const name = channelName(arch, kind, b.version);
        let list = members.get(name);
        if (!list) {
          members.set(name, (list = []));
          const candidate: HighWater = { arch: rank, kind, version: b.version, name };
          if (higher(candidate, high, o.defaultChannelTypePreference)) high = candidate;
        }
        const ref: EntryRef = { arch: rank, kind: KIND_RANK[kind], channel: name, name: b.name, version: b.version };
        list.push(ref);
        refs.push(ref);
      }
    }
  });
  const linked = o.linking === 'edge-scoped' ? linkEdgeScoped(refs) : linkPerChannel(members, o.linking);
  const channels = [...members.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => ({ name, entries: members.get(name)!.map((r) => linked.get(r) ?? { name: r.name }) }));
  return { defaultChannel: high.name, channels };
}
