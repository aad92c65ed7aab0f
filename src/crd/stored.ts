// A bundle has no cluster status, so a CRD's stored versions are synthesised from the upgrade
// paths into a bundle: every version that was the storage version of the CRD in the bundle or in
// any bundle an upgrade path leads from. The API server refuses to drop a stored version from a
// CRD, so a cluster running a bundle stores only versions that bundle's CRD still lists.
//
// The walk is memoised per bundle and CRD, and iterative (a chain of thousands of bundles is as
// deep). A skipRange on every entry gives n²/2 edges to walk back through, so the predecessors
// read per run are bounded: past the bound the answer is "unknown" (undefined), never a guess.
import type { BundleCrds } from './payload.js';

export interface StoredVersions {
  /**
   * Version → the bundle whose CRD made it the storage version (nearest on the path); undefined past the walk's bound.
   */
  of(bundle: string, crd: string): ReadonlyMap<string, string> | undefined;
}

/** Predecessors read per run (every bundle's list counted whole). */
export const STORED_WALK_LIMIT = 1_000_000;

interface Frame {
  readonly bundle: string;
  readonly key: string;
  readonly preds: readonly string[];
  next: number;
  readonly out: Map<string, string>;
}

/** `predecessors(b)`: the bundles with an upgrade edge into b, any channel (asked only along the paths walked). */
export function storedVersions(
  predecessors: (bundle: string) => readonly string[],
  crdsOf: (bundle: string) => BundleCrds | undefined,
  limit = STORED_WALK_LIMIT,
): StoredVersions {
  let budget = limit;
  const preds = new Map<string, string[]>();
  const predsOf = (bundle: string): string[] => {
    let p = preds.get(bundle);
    if (!p) {
      preds.set(bundle, (p = [...new Set(predecessors(bundle))].sort()));
      budget -= p.length;
    }
    return p;
  };
  const memo = new Map<string, Map<string, string>>();
  const merge = (into: Map<string, string>, from: ReadonlyMap<string, string>): void => {
    for (const [v, by] of from) if (!into.has(v)) into.set(v, by);
  };
  const of = (bundle: string, crd: string): Map<string, string> | undefined => {
    const keyOf = (b: string): string => `${b}\u0000${crd}`;
    const hit = memo.get(keyOf(bundle));
    if (hit) return hit;
    if (budget <= 0) return undefined;
    // Each frame is one call of the recursive definition: its own storage version, then each
    // predecessor's stored versions in order; one already on the stack (a replaces cycle,
    // reported by validation) adds nothing.
    const open = (b: string): Frame => {
      const out = new Map<string, string>();
      for (const v of crdsOf(b)?.crds.get(crd)?.crd.versions ?? []) if (v.storage) out.set(v.name, b);
      return { bundle: b, key: keyOf(b), preds: predsOf(b), next: 0, out };
    };
    const stack: Frame[] = [open(bundle)];
    const busy = new Set<string>([stack[0]!.key]);
    for (;;) {
      if (budget <= 0) return undefined;
      const top = stack[stack.length - 1]!;
      if (top.next < top.preds.length) {
        const p = top.preds[top.next++]!;
        const done = memo.get(keyOf(p));
        if (done) merge(top.out, done);
        else if (!busy.has(keyOf(p))) {
          const f = open(p);
          busy.add(f.key);
          stack.push(f);
        }
        continue;
      }
      const own = crdsOf(top.bundle);
      if (own?.hasObjects) {
        const listed = new Set(own.crds.get(crd)?.crd.versions.map((v) => v.name) ?? []);
        for (const v of [...top.out.keys()]) if (!listed.has(v)) top.out.delete(v);
      }
      busy.delete(top.key);
      memo.set(top.key, top.out);
      stack.pop();
      if (stack.length === 0) return top.out;
      merge(stack[stack.length - 1]!.out, top.out);
    }
  };
  return { of };
}
