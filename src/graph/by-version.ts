// Bundle names listed for people in version order (v1.1.6 before v1.1.16), not as strings
// (v1.1.10 … v1.1.16, v1.1.6). A name whose version is unknown (an entry without a bundle, a
// version that does not parse) follows those with one, in natural order of the name (the order
// the report lists catalogs in).
import { compareVersions, type Version } from '../semver/blang.js';
import { compareNatural } from '../semver/natural-order.js';

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
