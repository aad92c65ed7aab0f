// Masterminds/semver v3 NewConstraint + Check: the dialect of a ClusterExtension's
// `spec.version` (OLM v1). Reproduced from its grammar: `||` split first, AND parts separated by
// whitespace or commas, hyphen ranges rewritten, partial and wildcard versions ("dirty"
// constraints), tilde and caret, and the group-wide pre-release opt-in. Go's `\s` is
// [\t\n\f\r ], not JavaScript's.
import type { Parsed, Version } from './blang.js';
import { goQuote } from './blang.js';
import { matchesRepeated, piece } from './regex-pieces.js';

const S = '[\\t\\n\\f\\r ]';
const CV =
  'v?([0-9|xX*]+)(\\.[0-9|xX*]+)?(\\.[0-9|xX*]+)?' +
  '(-([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?(\\+([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?';
const OPS = '=||!=|>|<|>=|=>|<=|=<|~|~>|\\^';
const CONSTRAINT = new RegExp(`^${S}*(${OPS})${S}*(${CV})${S}*$`);
const RANGE = new RegExp(`${S}*(${CV})${S}+-${S}+(${CV})${S}*`, 'g');
const FIND = new RegExp(`(${OPS})${S}*(${CV})`, 'g');
// Masterminds' validation regex `^(S*(OPS)S*(CV)S*)((?:S+|,S*)(OPS)S*(CV)S*)*$`, in pieces:
// as one RegExp it backtracks exponentially on `1, 1, 1, … !`.
const SPACE_CHAR = /[\t\n\f\r ]/;
const SPACES = piece(`${S}*`, SPACE_CHAR);
const OPERATOR = piece(OPS, /[=!<>~^]/);
const VERSION = piece(CV, /[^\t\n\f\r ,]/);
const SEPARATOR = piece(`${S}+|,${S}*`, /[\t\n\f\r ,]/);
const validConstraints = (s: string): boolean =>
  matchesRepeated(s, [SPACES, OPERATOR, SPACES, VERSION, SPACES], [SEPARATOR, OPERATOR, SPACES, VERSION, SPACES]);
const LOOSE_VERSION =
  /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;
const UINT64_MAX = (1n << 64n) - 1n;

/** A Masterminds version: pre-release and metadata kept as their dotted strings. */
export interface MVersion {
  readonly major: bigint;
  readonly minor: bigint;
  readonly patch: bigint;
  readonly pre: string;
}

type Op = '' | '=' | '!=' | '>' | '<' | '>=' | '=>' | '<=' | '=<' | '~' | '~>' | '^';

interface Constraint {
  readonly op: Op;
  readonly con: MVersion;
  readonly dirty: boolean;
  readonly minorDirty: boolean;
  readonly patchDirty: boolean;
}

export interface MConstraints {
  readonly groups: readonly { readonly constraints: readonly Constraint[]; readonly includePre: boolean }[];
}

const isX = (s: string | undefined): boolean => s === 'x' || s === 'X' || s === '*';

/** Masterminds NewVersion (coercing, the library default): leading zeros tolerated. */
function newVersion(s: string): MVersion | undefined {
  const m = LOOSE_VERSION.exec(s);
  if (!m) return undefined;
  const num = (t: string | undefined): bigint | undefined => {
    if (t === undefined) return 0n;
    const n = BigInt(t.replace(/^\./, ''));
    return n <= UINT64_MAX ? n : undefined;
  };
  const [major, minor, patch] = [num(m[1]), num(m[2]), num(m[3])];
  if (major === undefined || minor === undefined || patch === undefined) return undefined;
  const pre = m[5] ?? '';
  if (pre !== '' && pre.split('.').some((p) => p === '' || (/^[0-9]+$/.test(p) && p.length > 1 && p[0] === '0')))
    return undefined;
  return { major, minor, patch, pre };
}

function parseConstraint(text: string): Parsed<Constraint> {
  const m = CONSTRAINT.exec(text);
  if (!m) return { ok: false, error: `improper constraint: ${goQuote(text)}` };
  const [, op, whole, major, minor, patch, pre = ''] = m;
  let ver = whole!;
  let dirty = false;
  let minorDirty = false;
  let patchDirty = false;
  if (isX(major) || major === '') {
    ver = `0.0.0${pre}`;
    dirty = true;
  } else if (isX(minor?.slice(1)) || minor === undefined) {
    ver = `${major}.0.0${pre}`;
    dirty = minorDirty = true;
  } else if (isX(patch?.slice(1)) || patch === undefined) {
    ver = `${major}${minor}.0${pre}`;
    dirty = patchDirty = true;
  }
  const con = newVersion(ver);
  if (!con) return { ok: false, error: 'constraint parser error' };
  return { ok: true, value: { op: op as Op, con, dirty, minorDirty, patchDirty } };
}

/** NewConstraint. Inputs longer than the API's limit by far are refused rather than scanned. */
export function parseMastermindsRange(input: string): Parsed<MConstraints> {
  if (input.length > 4096) return { ok: false, error: 'improper constraint: range too long' };
  let c = input;
  for (const m of input.matchAll(RANGE)) c = c.replace(m[0], `>= ${m[1]}, <= ${m[11]} `);
  const groups: { constraints: Constraint[]; includePre: boolean }[] = [];
  for (const segment of c.split('||')) {
    if (!validConstraints(segment)) return { ok: false, error: `improper constraint: ${goQuote(segment)}` };
    const found = [...segment.matchAll(FIND)].map((m) => m[0]);
    const constraints: Constraint[] = [];
    for (const text of found.length > 0 ? found : [segment]) {
      const p = parseConstraint(text);
      if (!p.ok) return p;
      constraints.push(p.value);
    }
    groups.push({ constraints, includePre: constraints.some((k) => k.con.pre !== '') });
  }
  return { ok: true, value: { groups } };
}

function cmpBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePrePart(s: string, o: string): number {
  if (s === o) return 0;
  if (s === '') return -1;
  if (o === '') return 1;
  const sn = /^[0-9]+$/.test(s) && BigInt(s) <= UINT64_MAX;
  const on = /^[0-9]+$/.test(o) && BigInt(o) <= UINT64_MAX;
  if (!sn && !on) return s > o ? 1 : -1;
  if (!on) return -1;
  if (!sn) return 1;
  return BigInt(s) > BigInt(o) ? 1 : -1;
}

function comparePre(v: string, o: string): number {
  const a = v.split('.');
  const b = o.split('.');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = comparePrePart(a[i] ?? '', b[i] ?? '');
    if (d !== 0) return d;
  }
  return 0;
}

export function compareM(v: MVersion, o: MVersion): number {
  const d = cmpBig(v.major, o.major) || cmpBig(v.minor, o.minor) || cmpBig(v.patch, o.patch);
  if (d !== 0) return d;
  if (v.pre === '' && o.pre === '') return 0;
  if (v.pre === '') return 1;
  if (o.pre === '') return -1;
  return comparePre(v.pre, o.pre);
}

function tilde(v: MVersion, c: Constraint): boolean {
  if (compareM(v, c.con) < 0) return false;
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty) return true;
  if (v.major !== c.con.major) return false;
  return v.minor === c.con.minor || c.minorDirty;
}

function caret(v: MVersion, c: Constraint): boolean {
  if (compareM(v, c.con) < 0) return false;
  if (c.con.major > 0n || c.minorDirty) return v.major === c.con.major;
  if (v.major > 0n) return false;
  if (c.con.minor > 0n || c.patchDirty) return v.minor === c.con.minor;
  if (v.minor > 0n) return false;
  return c.con.patch === v.patch;
}

function notEqual(v: MVersion, c: Constraint): boolean {
  if (c.dirty) {
    if (c.con.major !== v.major) return true;
    if (c.con.minor !== v.minor && !c.minorDirty) return true;
    if (c.minorDirty) return false;
    if (c.con.patch !== v.patch && !c.patchDirty) return true;
    if (c.patchDirty) return (v.pre !== '' || c.con.pre !== '') && comparePre(v.pre, c.con.pre) !== 0;
  }
  return compareM(v, c.con) !== 0;
}

function holds(v: MVersion, c: Constraint, includePre: boolean): boolean {
  if (v.pre !== '' && !includePre) return false;
  switch (c.op) {
    case '':
    case '=':
      return c.dirty ? tilde(v, c) : compareM(v, c.con) === 0;
    case '!=':
      return notEqual(v, c);
    case '>':
      if (!c.dirty) return compareM(v, c.con) > 0;
      if (v.major !== c.con.major) return v.major > c.con.major;
      if (c.minorDirty) return false;
      if (c.patchDirty) return v.minor > c.con.minor;
      return compareM(v, c.con) > 0;
    case '<':
      return compareM(v, c.con) < 0;
    case '>=':
    case '=>':
      return compareM(v, c.con) >= 0;
    case '<=':
    case '=<':
      if (!c.dirty) return compareM(v, c.con) <= 0;
      if (v.major > c.con.major) return false;
      return !(v.major === c.con.major && v.minor > c.con.minor && !c.minorDirty);
    case '~':
    case '~>':
      return tilde(v, c);
    case '^':
      return caret(v, c);
  }
}

export function mastermindsCheck(cs: MConstraints, v: MVersion): boolean {
  return cs.groups.some((g) => g.constraints.every((c) => holds(v, c, g.includePre)));
}

/** OLM's conversion of a bundle version (blang) to Masterminds: build metadata plays no part. */
export function toMVersion(v: Version): MVersion {
  return {
    major: v.major,
    minor: v.minor,
    patch: v.patch,
    pre: v.pre.map((p) => (p.num !== undefined ? p.num.toString() : p.str)).join('.'),
  };
}
