// blang/semver v4 `Parse`: the strict dialect opm uses for bundle versions, releases and the
// versions inside skipRange. npm's `semver` is looser (it trims, accepts `v`, coerces), so the
// grammar is reproduced here, error texts included, because those texts end up in findings.

export interface PreId {
  readonly num?: bigint;
  readonly str?: string;
}

export interface Version {
  readonly major: bigint;
  readonly minor: bigint;
  readonly patch: bigint;
  readonly pre: readonly PreId[];
  readonly build: readonly string[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const UINT64_MAX = (1n << 64n) - 1n;
const DIGITS = /^[0-9]*$/;
const ALPHANUM = /^[0-9A-Za-z-]*$/;

function hasLeadingZeroes(s: string): boolean {
  return s.length > 1 && s[0] === '0';
}

/** Go's strconv.ParseUint(s, 10, 64) on a digits-only string, with its error texts. */
function parseUint(s: string): Parsed<bigint> {
  if (s === '') return { ok: false, error: `strconv.ParseUint: parsing "": invalid syntax` };
  const n = BigInt(s);
  if (n > UINT64_MAX) return { ok: false, error: `strconv.ParseUint: parsing ${goQuote(s)}: value out of range` };
  return { ok: true, value: n };
}

/** Go's %q for the strings that appear in semver errors. */
export function goQuote(s: string): string {
  return JSON.stringify(s)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function parsePreId(s: string): Parsed<PreId> {
  if (s.length === 0) return { ok: false, error: 'Prerelease is empty' };
  if (DIGITS.test(s)) {
    if (hasLeadingZeroes(s)) {
      return { ok: false, error: `Numeric PreRelease version must not contain leading zeroes ${goQuote(s)}` };
    }
    const n = parseUint(s);
    return n.ok ? { ok: true, value: { num: n.value } } : n;
  }
  if (ALPHANUM.test(s)) return { ok: true, value: { str: s } };
  return { ok: false, error: `Invalid character(s) found in prerelease ${goQuote(s)}` };
}

function parseNumber(part: string, which: 'major' | 'minor' | 'patch'): Parsed<bigint> {
  if (!DIGITS.test(part)) return { ok: false, error: `Invalid character(s) found in ${which} number ${goQuote(part)}` };
  if (hasLeadingZeroes(part)) {
    const cap = which[0]!.toUpperCase() + which.slice(1);
    return { ok: false, error: `${cap} number must not contain leading zeroes ${goQuote(part)}` };
  }
  return parseUint(part);
}

export function parseVersion(s: string): Parsed<Version> {
  if (s.length === 0) return { ok: false, error: 'Version string empty' };
  const first = s.indexOf('.');
  const second = first < 0 ? -1 : s.indexOf('.', first + 1);
  if (second < 0) return { ok: false, error: 'No Major.Minor.Patch elements found' };
  const major = parseNumber(s.slice(0, first), 'major');
  if (!major.ok) return major;
  const minor = parseNumber(s.slice(first + 1, second), 'minor');
  if (!minor.ok) return minor;
  let patchStr = s.slice(second + 1);
  let build: string[] = [];
  let preStrs: string[] = [];
  const plus = patchStr.indexOf('+');
  if (plus >= 0) {
    build = patchStr.slice(plus + 1).split('.');
    patchStr = patchStr.slice(0, plus);
  }
  const dash = patchStr.indexOf('-');
  if (dash >= 0) {
    preStrs = patchStr.slice(dash + 1).split('.');
    patchStr = patchStr.slice(0, dash);
  }
  const patch = parseNumber(patchStr, 'patch');
  if (!patch.ok) return patch;
  const pre: PreId[] = [];
  for (const p of preStrs) {
    const id = parsePreId(p);
    if (!id.ok) return id;
    pre.push(id.value);
  }
  for (const b of build) {
    if (b.length === 0) return { ok: false, error: 'Build meta data is empty' };
    if (!ALPHANUM.test(b)) return { ok: false, error: `Invalid character(s) found in build meta data ${goQuote(b)}` };
  }
  return { ok: true, value: { major: major.value, minor: minor.value, patch: patch.value, pre, build } };
}

function preIdString(p: PreId): string {
  return p.num !== undefined ? p.num.toString() : (p.str ?? '');
}

/** blang's Version.String(): build metadata included. */
export function versionString(v: Version): string {
  let s = `${v.major}.${v.minor}.${v.patch}`;
  if (v.pre.length > 0) s += '-' + v.pre.map(preIdString).join('.');
  if (v.build.length > 0) s += '+' + v.build.join('.');
  return s;
}

function cmpBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePreId(a: PreId, b: PreId): number {
  if (a.num !== undefined && b.num !== undefined) return cmpBig(a.num, b.num);
  if (a.num !== undefined) return -1;
  if (b.num !== undefined) return 1;
  const x = a.str ?? '';
  const y = b.str ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/** blang's Version.Compare: precedence per semver 2.0, build metadata ignored. */
export function compareVersions(a: Version, b: Version): number {
  const c = cmpBig(a.major, b.major) || cmpBig(a.minor, b.minor) || cmpBig(a.patch, b.patch);
  if (c !== 0) return c;
  if (a.pre.length === 0 && b.pre.length === 0) return 0;
  if (a.pre.length === 0) return 1;
  if (b.pre.length === 0) return -1;
  const n = Math.min(a.pre.length, b.pre.length);
  for (let i = 0; i < n; i++) {
    const d = comparePreId(a.pre[i]!, b.pre[i]!);
    if (d !== 0) return d;
  }
  return a.pre.length - b.pre.length === 0 ? 0 : a.pre.length < b.pre.length ? -1 : 1;
}
