// Whether a channel entry or a bundle version reads the same on both sides of a change. The
// diff's rules and the CRD check both ask it of every entry of a channel, so it lives below both.
import { compareVersions, type Version } from '../semver/blang.js';
import type { EntryLike } from './edges.js';

// Asked of every entry of a large channel, mostly with no skips: nothing is copied for those.
export const sameDeclaration = (a: EntryLike, b: EntryLike): boolean =>
  a.replaces === b.replaces &&
  a.skipRange === b.skipRange &&
  a.skips.length === b.skips.length &&
  (a.skips.length === 0 ||
    (a.skips.length === 1
      ? a.skips[0] === b.skips[0]
      : [...a.skips].sort().join('\u0000') === [...b.skips].sort().join('\u0000')));

/** The same version text (blang's String()) on both sides, without formatting every version of a large channel. */
export function sameVersion(a: Version | undefined, b: Version | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || compareVersions(a, b) !== 0 || a.build.length !== b.build.length)
    return false;
  for (let i = 0; i < a.build.length; i++) if (a.build[i] !== b.build[i]) return false;
  return true;
}
