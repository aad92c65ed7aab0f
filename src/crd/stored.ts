// A bundle has no cluster status, so a CRD's stored versions are synthesised from the upgrade
// paths into a bundle: every version that was the storage version of the CRD in the bundle or in
// any bundle an upgrade path leads from. The API server refuses to drop a stored version from a
// CRD, so a cluster running a bundle stores only versions that bundle's CRD still lists.
import type { BundleCrds } from './payload.js';

export interface StoredVersions {
  /** Version → the bundle whose CRD made it the storage version (nearest on the path). */
  of(bundle: string, crd: string): ReadonlyMap<string, string>;
}

/** `predecessors(b)`: the bundles with an upgrade edge into b, any channel (asked only along the paths walked). */
export function storedVersions(predecessors: (bundle: string) => readonly string[], crdsOf: (bundle: string) => BundleCrds | undefined): StoredVersions {
  const preds = new Map<string, string[]>();
  const predsOf = (bundle: string): string[] => {
    let p = preds.get(bundle);
    if (!p) preds.set(bundle, (p = [...new Set(predecessors(bundle))].sort()));
    return p;
  };
  const memo = new Map<string, Map<string, string>>();
  const busy = new Set<string>();
  const of = (bundle: string, crd: string): Map<string, string> => {
    const key = `${bundle}\u0000${crd}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const out = new Map<string, string>();
    if (busy.has(key)) return out; // a replaces cycle (reported by validation): stop here
    busy.add(key);
    const own = crdsOf(bundle);
    const c = own?.crds.get(crd)?.crd;
    for (const v of c?.versions ?? []) if (v.storage) out.set(v.name, bundle);
    for (const p of predsOf(bundle)) for (const [v, by] of of(p, crd)) if (!out.has(v)) out.set(v, by);
    if (own?.hasObjects) {
      const listed = new Set(c?.versions.map((v) => v.name) ?? []);
      for (const v of [...out.keys()]) if (!listed.has(v)) out.delete(v);
    }
    busy.delete(key);
    memo.set(key, out);
    return out;
  };
  return { of };
}
