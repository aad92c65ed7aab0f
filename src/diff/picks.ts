// What OLM does with every install of one channel, on one side of a pull request — the same
// picks as `resolve` (src/graph/resolve.ts), computed for all installs at once:
// - OLM classic: the qualifying entry closest to the head among the installable entries of the
//   resolver's order, and whether upgrading step by step from an install reaches the channel head;
// - OLM v1 with the channel selected: the best of the entries covering the install and the
//   install itself (non-deprecated first, then highest version+release), or staying put.
import { classicOrder } from '../graph/classic.js';
import type { EntryLike } from '../graph/edges.js';
import { compareVersionRelease, versionRelease, type VersionRelease } from '../graph/v1.js';
import type { PackageView } from '../graph/view.js';
import type { Installs } from './coverage.js';

export interface ClassicPicks {
  /** What a fresh subscription gets, and where step-by-step upgrades should lead. */
  readonly head: string | undefined;
  /** Per install position: the entry classic upgrades it to, or null. */
  readonly pick: readonly (string | null)[];
  /** Whether upgrading step by step from the install at this position reaches `head`. */
  reaches(position: number): boolean;
}

export interface SidePicks {
  readonly names: ReadonlySet<string>;
  /** Absent when classic cannot order the channel (a graph error reported on its own). */
  readonly classic?: ClassicPicks;
  /** Per install position: OLM v1's pick, or null when it stays on the install (or finds nothing). */
  readonly v1: readonly (string | null)[];
  /** Per install position: whether some entry of the channel covers it (a v1 successor exists). */
  readonly v1Covered: readonly boolean[];
}

interface Ranked {
  readonly deprecated: boolean;
  readonly vr: VersionRelease;
  readonly index: number;
}

// sortV1's order: non-deprecated first, highest version+release, then the package's bundle order.
const rankOrder = (a: Ranked, b: Ranked): number => Number(a.deprecated) - Number(b.deprecated) || compareVersionRelease(b.vr, a.vr) || a.index - b.index;

function classicPicks(entries: readonly EntryLike[], channel: string, view: PackageView, installs: Installs): ClassicPicks | undefined {
  const order = classicOrder(entries, channel, view.name);
  if (!order.ok) return undefined;
  const installable = order.order.filter((e) => !view.notInstallable.has(e.name));
  const first = installs.firstCoverer(installable);
  const pick = [...first].map((i) => (i === -1 ? null : installable[i]!.name));
  const head = installable[0]?.name;
  // 0 unknown, 1 on the current walk, 2 reaches, 3 does not (a dead end or a cycle).
  const state = new Uint8Array(installs.size);
  const reaches = (start: number): boolean => {
    const walk: number[] = [];
    let result = false;
    for (let p: number | undefined = start; p !== undefined; ) {
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

/** Every pick of channel `channel` (entries `entries`) of package view `view` over `installs`. */
export function sidePicks(entries: readonly EntryLike[], channel: string, view: PackageView, installs: Installs): SidePicks {
  const index = new Map([...view.versions.keys()].map((n, i) => [n, i]));
  const rank = (name: string): Ranked | undefined => {
    const v = view.versions.get(name);
    return v ? { deprecated: view.deprecatedBundles.has(name), vr: versionRelease(v), index: index.get(name)! } : undefined;
  };
  const candidates = entries.map((e) => ({ e, r: rank(e.name) })).filter((x): x is { e: EntryLike; r: Ranked } => x.r !== undefined);
  candidates.sort((a, b) => rankOrder(a.r, b.r));
  const best = installs.firstCoverer(candidates.map((c) => c.e));
  const names = new Set(entries.map((e) => e.name));
  const v1 = [...best].map((i, p) => {
    if (i === -1) return null;
    const c = candidates[i]!;
    // The install itself is a candidate when it is in the channel (matched by version+release).
    const name = installs.names[p]!;
    const version = installs.versions[p];
    const self = names.has(name) && version ? { deprecated: view.deprecatedBundles.has(name), vr: versionRelease(version), index: index.get(name) ?? -1 } : undefined;
    return self && rankOrder(self, c.r) < 0 ? null : c.e.name;
  });
  const classic = classicPicks(entries, channel, view, installs);
  return { names, ...(classic ? { classic } : {}), v1, v1Covered: [...best].map((i) => i !== -1) };
}
