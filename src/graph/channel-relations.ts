// The relations of one channel as the index holds them (channel-index.ts builds them): what the
// successor table is computed from, apart from the queries the index answers.
import type { Version } from '../semver/blang.js';
import type { EntryLike } from './entry.js';
import type { VersionLine } from './version-line.js';

export interface ChannelRelations {
  readonly entries: readonly EntryLike[];
  readonly versionOf: (name: string) => Version | undefined;
  readonly line: VersionLine;
  /** Per entry: the slots its skipRange contains, as flattened disjoint ascending runs. */
  readonly runs: readonly (readonly number[])[];
  /** Per bundle name: the entries naming it in `replaces` or `skips` (themselves excluded), ascending. */
  readonly byName: ReadonlyMap<string, readonly number[]>;
  /** Entry position by name (entries are unique by name within a channel). */
  readonly position: ReadonlyMap<string, number>;
  /** The slot of entries[i]'s own version, or -1 when it has none. */
  readonly entrySlots: Int32Array;
}
