// How operator-registry's semver template links the entries of the channels it generates has
// changed twice, so a catalog rendered by one opm release differs from the same template rendered
// by another. Each way is named here, with the releases that have it (git tag --contains in
// operator-registry):
//   edge-scoped      v1.27.1 to v1.36 and from v1.61 (commit 24737fbb, "revert channel-scoped semver
//                    template expansion to edge-scoped"): one pass over all entries of a channel
//                    kind; a new minor replaces the previous minor's highest entry and skips every
//                    lower entry of the same major, sorted by name.
//   channel-scoped-skip-replaced  v1.37 (2096c4f5, "Semver lastedge error") to v1.56: per
//                    channel; an entry closing a minor replaces the previous minor's highest entry
//                    and also lists it first in its skips, then the lower entries of its own minor.
//   channel-scoped   v1.57 (a0e2cf85, "eliminate skipping same-Y.maxZ, which should only
//                    replace") to v1.60: as above without the replaced entry in skips.
import { parseVersion } from '../semver/blang.js';

export type OpmLinking = 'edge-scoped' | 'channel-scoped-skip-replaced' | 'channel-scoped';

/** Every linking, newest opm's first: the order a caller tries them in. */
export const OPM_LINKINGS: readonly OpmLinking[] = ['edge-scoped', 'channel-scoped-skip-replaced', 'channel-scoped'];

/**
 * The linking of the opm release `version` (`v1.48.0`, `1.48.0`, `v1.57.0-rc.1`), or undefined
 * when that is no opm release this knows: not v1, or older than v1.27.1, whose default channel
 * ignored defaultChannelTypePreference (7629c6f9).
 */
export function linkingOfOpm(version: string): OpmLinking | undefined {
  const parsed = parseVersion(version.trim().replace(/^v/, ''));
  if (!parsed.ok || parsed.value.major !== 1n) return undefined;
  const { minor, patch } = parsed.value;
  if (minor < 27n || (minor === 27n && patch < 1n)) return undefined;
  if (minor <= 36n || minor >= 61n) return 'edge-scoped';
  return minor <= 56n ? 'channel-scoped-skip-replaced' : 'channel-scoped';
}

/** The opm releases that link as `linking`, said for people. */
export function opmReleasesOf(linking: OpmLinking): string {
  switch (linking) {
    case 'edge-scoped':
      return 'opm v1.27.1–v1.36 and v1.61 or later';
    case 'channel-scoped-skip-replaced':
      return 'opm v1.37–v1.56';
    case 'channel-scoped':
      return 'opm v1.57–v1.60';
  }
}
