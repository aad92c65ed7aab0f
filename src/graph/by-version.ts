// Bundle names listed for people in version order (v1.1.6 before v1.1.16), not as strings
// (v1.1.10 … v1.1.16, v1.1.6). A name whose version is unknown (an entry without a bundle, a
// version that does not parse) follows those with one, in natural order of the name.
import { compareVersions, type Version } from '../semver/blang.js';

const RUNS = /(\d+)|(\D+)/g;

/** Names compared with their digit runs as numbers ("a2" < "a10"), then as strings. */
function compareNatural(a: string, b: string): number {
  const x = a.match(RUNS) ?? [];
  const y = b.match(RUNS) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i]!;
    const q = y[i]!;
    if (p === q) continue;
    const digits = /^\d/.test(p) && /^\d/.test(q);
    if (digits) {
      const d = BigInt(p) - BigInt(q);
      if (d !== 0n) return d < 0n ? -1 : 1;
      continue;
    }
    return p < q ? -1 : 1;
  }
  return x.length - y.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** A comparator of bundle names by their versions (`versionOf`), then naturally by name. */
export function byVersion(versionOf: (name: string) => Version | undefined): (a: string, b: string) => number {
  return (a, b) => {
    const va = versionOf(a);
    const vb = versionOf(b);
    if (va && vb) {
      const c = compareVersions(va, vb);
      if (c !== 0) return c;
    } else if (va || vb) return va ? -1 : 1;
    return compareNatural(a, b);
  };
}
