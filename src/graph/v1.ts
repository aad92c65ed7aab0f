// OLM v1 (ClusterExtension) semantics: direct one-hop successors from any entry of the chosen
// channels (skipped and stranded ones too), ordered non-deprecated first, then by version and
// release, highest first. Releases come from build metadata (registry+v1 "legacy" mode, the
// default). Semantics: research/olm-upgrades-ranges-crd.md §2.
import { compareVersions, type PreId, type Version } from '../semver/blang.js';
import { parseRelease } from '../semver/release.js';

export interface VersionRelease {
  readonly version: Version;
  readonly release: readonly PreId[] | undefined;
}

/** Legacy mode: build metadata that parses as a release becomes the release. */
export function versionRelease(v: Version): VersionRelease {
  if (v.build.length === 0) return { version: v, release: undefined };
  const r = parseRelease(v.build.join('.'));
  return r.ok ? { version: { ...v, build: [] }, release: r.value } : { version: v, release: undefined };
}

function compareIds(a: readonly PreId[], b: readonly PreId[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.num !== undefined && y.num !== undefined) {
      if (x.num !== y.num) return x.num < y.num ? -1 : 1;
    } else if (x.num !== undefined) return -1;
    else if (y.num !== undefined) return 1;
    else if (x.str !== y.str) return (x.str ?? '') < (y.str ?? '') ? -1 : 1;
  }
  return a.length - b.length;
}

/** VersionRelease order: semver precedence, then no release < any release, then releases. */
export function compareVersionRelease(a: VersionRelease, b: VersionRelease): number {
  const d = compareVersions(a.version, b.version);
  if (d !== 0) return d;
  if (a.release === undefined || b.release === undefined)
    return a.release === b.release ? 0 : a.release === undefined ? -1 : 1;
  return compareIds(a.release, b.release);
}

export interface Candidate {
  readonly name: string;
  readonly version: Version;
  readonly deprecated: boolean;
}

/** OLM v1's preference between two candidates (negative: the first is preferred), ties 0. */
export const compareV1 = (
  deprecated0: boolean,
  vr0: VersionRelease,
  deprecated1: boolean,
  vr1: VersionRelease,
): number => Number(deprecated0) - Number(deprecated1) || compareVersionRelease(vr1, vr0);

/** OLM v1's preference, stable: non-deprecated first, then highest version+release. */
export function sortV1(cands: readonly Candidate[]): Candidate[] {
  return cands
    .map((c, i) => ({ c, i, vr: versionRelease(c.version) }))
    .sort((x, y) => compareV1(x.c.deprecated, x.vr, y.c.deprecated, y.vr) || x.i - y.i)
    .map((x) => x.c);
}

/** The first of sortV1(cands), without sorting. */
export function bestV1(cands: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  let bestVR: VersionRelease | undefined;
  for (const c of cands) {
    const vr = versionRelease(c.version);
    if (!best || (c.deprecated !== best.deprecated ? !c.deprecated : compareVersionRelease(vr, bestVR!) > 0)) {
      best = c;
      bestVR = vr;
    }
  }
  return best;
}
