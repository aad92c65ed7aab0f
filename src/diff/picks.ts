// What OLM does with every install of one channel, on one side of a pull request — the same
// picks as `resolve` (src/graph/resolve-install.ts), computed for all installs at once:
// - OLM classic: the qualifying entry closest to the head among the installable entries of the
//   resolver's order, and whether upgrading step by step from an install reaches the channel head;
// - OLM v1 with the channel selected: the best of the entries covering the install and the
//   install itself (non-deprecated first, then highest version+release), or staying put.
import { classicOrder } from '../graph/classic.js';
import type { EntryLike } from '../graph/edges.js';
import { compareV1, versionRelease, type VersionRelease } from '../graph/v1.js';
import type { PackageView } from '../graph/view.js';
import type { Installs } from './coverage.js';
import { entriesByName } from './entries-by-name.js';

export interface ClassicPicks {
  /** What a fresh subscription gets, and where step-by-step upgrades should lead. */
  readonly head: string | undefined;
  /** Per install position: the entry classic upgrades it to, or null. */
  readonly pick: readonly (string | null)[];
  /** Whether upgrading step by step from the install at this position reaches `head`. */
  reaches(position: number): boolean;
}

export interface SidePicks {
  readonly names: Pick<ReadonlySet<string>, 'has'>;
  /** Absent when classic cannot order the channel (a graph error reported on its own). */
  readonly classic?: ClassicPicks;
  /** Per install position: OLM v1's pick, or null when it stays on the install (or finds nothing). */
  readonly v1: readonly (string | null)[];
  /** Per install position: whether some entry of the channel covers it (a v1 successor exists). */
  readonly v1Covered: readonly boolean[];
}

// sortV1's order: non-deprecated first, highest version+release, then the package's bundle order.
const rankOrder = (
  d0: boolean,
  vr0: VersionRelease,
  i0: number,
  d1: boolean,
  vr1: VersionRelease,
  i1: number,
): number => compareV1(d0, vr0, d1, vr1) || i0 - i1;

function classicPicks(
  entries: readonly EntryLike[],
  channel: string,
  view: PackageView,
  installs: Installs,
): ClassicPicks | undefined {
  const order = classicOrder(entries, channel, view.name);
  if (!order.ok) return undefined;
  const installable = order.order.filter((e) => !view.notInstallable.has(e.name));
  const first = installs.firstCoverer(installable);
  const pick = new Array<string | null>(first.length);
  for (let p = 0; p < first.length; p++) pick[p] = first[p] === -1 ? null : installable[first[p]!]!.name;
  const head = installable[0]?.name;
  // 0 unknown, 1 on the current walk, 2 reaches, 3 does not (a dead end or a cycle).
  const state = new Uint8Array(installs.size);
  const reaches = (start: number): boolean => {
    const walk: number[] = [];
    let result = false;
    for (let p: number | undefined = start; p !== undefined;) {
      if (state[p] === 2 || installs.names[p] === head) {
        result = true;
        break;
      }
      if (state[p] !== 0) break;
      state[p] = 1;
      walk.push(p);
      const next: string | null = pick[p]!;
      p = next === null ? undefined : installs.position(next);
    }
    for (const q of walk) state[q] = result ? 2 : 3;
    return result;
  };
  return { head, pick, reaches };
}

/**
 * Every pick of channel `channel` (entries `entries`) of package view `view` over `installs`.
 * A channel may hold 100,000 entries: ranks live in parallel arrays, not an object per entry.
 */
export function sidePicks(
  entries: readonly EntryLike[],
  channel: string,
  view: PackageView,
  installs: Installs,
): SidePicks {
  const index = new Map<string, number>();
  view.versions.forEach((_, n) => index.set(n, index.size));
  const n = entries.length;
  const vr = new Array<VersionRelease | undefined>(n);
  const deprecated = new Uint8Array(n);
  const at = new Int32Array(n);
  let count = 0;
  const ranked = new Int32Array(n);
  entries.forEach((e, i) => {
    const v = view.versions.get(e.name);
    if (!v) return;
    vr[i] = versionRelease(v);
    deprecated[i] = view.deprecatedBundles.has(e.name) ? 1 : 0;
    at[i] = index.get(e.name)!;
    ranked[count++] = i;
  });
  const candidates = ranked
    .subarray(0, count)
    .sort((a, b) => rankOrder(deprecated[a] === 1, vr[a]!, at[a]!, deprecated[b] === 1, vr[b]!, at[b]!));
  const best = installs.firstCoverer(Array.from(candidates, (i) => entries[i]!));
  const names = entriesByName(entries);
  const v1 = new Array<string | null>(best.length);
  const v1Covered = new Array<boolean>(best.length);
  for (let p = 0; p < best.length; p++) {
    v1Covered[p] = best[p] !== -1;
    if (best[p] === -1) {
      v1[p] = null;
      continue;
    }
    const c = candidates[best[p]!]!;
    // The install itself is a candidate when it is in the channel (matched by version+release).
    const name = installs.names[p]!;
    const version = installs.versions[p];
    const stays =
      names.has(name) &&
      version !== undefined &&
      rankOrder(
        view.deprecatedBundles.has(name),
        versionRelease(version),
        index.get(name) ?? -1,
        deprecated[c] === 1,
        vr[c]!,
        at[c]!,
      ) < 0;
    v1[p] = stays ? null : entries[c]!.name;
  }
  const classic = classicPicks(entries, channel, view, installs);
  return { names, ...(classic ? { classic } : {}), v1, v1Covered };
}
