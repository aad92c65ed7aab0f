// The `replaces` and `skips` of the semver template's generated entries, each opm linking
// (opm-linking.ts) reproduced from operator-registry's alpha/template/semver.
import { compareVersions, type Version } from '../semver/blang.js';
import type { OpmLinking } from './opm-linking.js';

/** One entry of one generated channel, before linking. */
export interface EntryRef {
  /** Archetype rank (candidate 0, fast 1, stable 2) and kind rank (major 1, minor 2): opm's sort keys. */
  readonly arch: number;
  readonly kind: number;
  readonly channel: string;
  readonly name: string;
  readonly version: Version;
}

export interface LinkedEntry {
  readonly name: string;
  readonly replaces?: string;
  readonly skips?: readonly string[];
}

const sameMajor = (a: Version, b: Version): boolean => a.major === b.major;
const sameMinor = (a: Version, b: Version): boolean => a.major === b.major && a.minor === b.minor;
/** Go's sort of strings (sets.List): by UTF-8 bytes, which for these names is UTF-16 order. */
const byteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function linked(name: string, replaces: string, skips: Iterable<string>): LinkedEntry {
  const s = [...new Set(skips)].filter((x) => x !== replaces).sort(byteOrder);
  return { name, ...(replaces !== '' ? { replaces } : {}), ...(s.length > 0 ? { skips: s } : {}) };
}

/**
 * Edge-scoped: every entry of every channel in one list ordered by archetype, kind, version; the
 * highest entry of each minor replaces the highest of the previous minor and skips everything
 * below it since the major began (the walk resets on a new archetype, kind or major).
 */
export function linkEdgeScoped(refs: readonly EntryRef[]): Map<EntryRef, LinkedEntry> {
  const out = new Map<EntryRef, LinkedEntry>();
  const all = [...refs].sort((a, b) => a.arch - b.arch || a.kind - b.kind || compareVersions(a.version, b.version));
  let zmax = '';
  let skips = new Set<string>();
  for (let i = 1; i < all.length; i++) {
    const prev = all[i - 1]!;
    const cur = all[i]!;
    const streamChange = cur.arch !== prev.arch || cur.kind !== prev.kind || !sameMajor(prev.version, cur.version);
    const minorChange = !sameMinor(prev.version, cur.version);
    if (streamChange || minorChange) out.set(prev, linked(prev.name, zmax, skips));
    if (streamChange) {
      skips = new Set();
      zmax = '';
    } else {
      if (minorChange) zmax = prev.name;
      skips.add(prev.name);
    }
  }
  if (all.length > 1) {
    const last = all[all.length - 1]!;
    const prev = all[all.length - 2]!;
    if (last.arch === prev.arch && last.kind === prev.kind && sameMajor(prev.version, last.version)) {
      out.set(last, linked(last.name, zmax, skips));
    }
  }
  return out;
}

/**
 * Channel-scoped (opm v1.37–v1.60): each channel alone, in version order; the highest entry of
 * each minor replaces the highest of the previous minor and skips the lower entries of its own
 * minor; until v1.56 it also lists the entry it replaces first in its skips. Skips keep that order.
 */
export function linkPerChannel(
  channels: ReadonlyMap<string, readonly EntryRef[]>,
  linking: Exclude<OpmLinking, 'edge-scoped'>,
): Map<EntryRef, LinkedEntry> {
  const out = new Map<EntryRef, LinkedEntry>();
  for (const members of channels.values()) {
    const entries = [...members].sort((a, b) => compareVersions(a.version, b.version));
    const replaces = new Map<EntryRef, string>();
    const skips = new Map<EntryRef, string[]>();
    let zmax = '';
    let cur = 0;
    while (cur < entries.length) {
      let probe = cur + 1;
      while (probe < entries.length && sameMinor(entries[probe]!.version, entries[cur]!.version)) probe++;
      const top = entries[probe - 1]!;
      const s: string[] = [];
      if (zmax !== '') {
        if (linking === 'channel-scoped-skip-replaced') s.push(zmax);
        replaces.set(top, zmax);
      }
      zmax = top.name;
      for (; cur < probe - 1; cur++) if (replaces.get(top) !== entries[cur]!.name) s.push(entries[cur]!.name);
      skips.set(top, s);
      cur++;
    }
    // opm's closing test compares only the minor numbers of the last two entries.
    if (entries.length > 1) {
      const last = entries[entries.length - 1]!;
      const before = entries[entries.length - 2]!;
      if (last.version.minor !== before.version.minor) replaces.set(last, before.name);
    }
    for (const e of entries) {
      const r = replaces.get(e);
      const s = skips.get(e) ?? [];
      out.set(e, { name: e.name, ...(r !== undefined ? { replaces: r } : {}), ...(s.length > 0 ? { skips: s } : {}) });
    }
  }
  return out;
}
