// blang/semver v4 `ParseRange`, the skipRange dialect of opm and OLM classic, quirks included:
// single-space tokenizing that glues spaces after > < =, one-character tokens dropped, `x`
// anywhere in a token triggering wildcard expansion, and empty `||` groups that parse but make
// the Go matcher call a nil function (a panic in OLM's resolver).
import { compareVersions, goQuote, parseVersion, type Parsed, type Version } from './blang.js';

export type Op = '=' | '!=' | '>' | '>=' | '<' | '<=';

export interface Comparator {
  readonly op: Op;
  readonly version: Version;
}

/** OR of AND-groups. An empty group is kept: matching reaches it only to panic in Go. */
export interface BlangRange {
  readonly groups: readonly (readonly Comparator[])[];
}

function splitAndTrim(s: string): string[] {
  const out: string[] = [];
  let last = 0;
  let lastChar = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === ' ' && lastChar !== '>' && lastChar !== '<' && lastChar !== '=') {
      if (last < i - 1) out.push(s.slice(last, i));
      last = i + 1;
    } else if (c !== ' ') {
      lastChar = c!;
    }
  }
  if (last < s.length - 1) out.push(s.slice(last));
  return out.map((t) => t.replaceAll(' ', ''));
}

function splitOrParts(parts: string[]): Parsed<string[][]> {
  const groups: string[][] = [];
  let last = 0;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === '||') {
      if (i === 0) return { ok: false, error: "First element in range is '||'" };
      groups.push(parts.slice(last, i));
      last = i + 1;
    }
  }
  if (last === parts.length) return { ok: false, error: "Last element in range is '||'" };
  groups.push(parts.slice(last));
  return { ok: true, value: groups };
}

// Go's unicode.IsDigit: Unicode decimal digits, not just ASCII.
const DIGIT = /\p{Nd}/u;

function splitComparatorVersion(s: string): Parsed<[string, string]> {
  const m = DIGIT.exec(s);
  if (!m) return { ok: false, error: `Could not get version from string: ${goQuote(s)}` };
  return { ok: true, value: [s.slice(0, m.index).trim(), s.slice(m.index)] };
}

function goAtoiIncrement(part: string | undefined): string | undefined {
  if (part === undefined || !/^[+-]?[0-9]+$/.test(part)) return undefined;
  return (BigInt(part) + 1n).toString();
}

function expandWildcard(token: string): Parsed<string[]> {
  const split = splitComparatorVersion(token);
  if (!split.ok) return split;
  const [op, v] = split.value;
  const parts = v.split('.');
  const kind = parts[parts.length - 1] === 'x' ? parts.length : 0; // 2 = minor, 3 = patch wildcard
  let flat = v.replace('.x.x', '.x').replace('.x', '.0');
  if (flat.split('.').length === 2) flat += '.0';
  const out: string[] = [];
  let resultOp = '';
  let increment = false;
  switch (op) {
    case '>':
      resultOp = '>=';
      increment = true;
      break;
    case '>=':
      resultOp = '>=';
      break;
    case '<':
      resultOp = '<';
      break;
    case '<=':
      resultOp = '<';
      increment = true;
      break;
    case '':
    case '=':
    case '==':
      out.push('>=' + flat);
      resultOp = '<';
      increment = true;
      break;
    case '!=':
    case '!':
      out.push('<' + flat);
      resultOp = '>=';
      increment = true;
      break;
  }
  let resultVersion = '';
  if (!increment) {
    resultVersion = flat;
  } else {
    const fp = flat.split('.');
    const idx = kind === 3 ? 1 : kind === 2 ? 0 : -1;
    if (idx >= 0) {
      const inc = goAtoiIncrement(fp[idx]);
      if (inc !== undefined) {
        fp[idx] = inc;
        resultVersion = fp.join('.');
      }
    }
  }
  out.push(resultOp + resultVersion);
  return { ok: true, value: out };
}

// A Map: the operator text comes from the range (`constructor1.0.0` must not find Object's constructor).
const OPS = new Map<string, Op>(
  Object.entries({ '': '=', '=': '=', '==': '=', '>': '>', '>=': '>=', '<': '<', '<=': '<=', '!': '!=', '!=': '!=' }),
);

export function parseBlangRange(s: string): Parsed<BlangRange> {
  const orParts = splitOrParts(splitAndTrim(s));
  if (!orParts.ok) return orParts;
  const expanded: string[][] = [];
  for (const group of orParts.value) {
    const g: string[] = [];
    for (const token of group) {
      if (token.includes('x')) {
        const e = expandWildcard(token);
        if (!e.ok) return e;
        g.push(...e.value);
      } else {
        g.push(token);
      }
    }
    expanded.push(g);
  }
  const groups: Comparator[][] = [];
  for (const group of expanded) {
    const comps: Comparator[] = [];
    for (const token of group) {
      const split = splitComparatorVersion(token);
      if (!split.ok) return split;
      const [opStr, vStr] = split.value;
      const op = OPS.get(opStr);
      if (op === undefined) {
        return {
          ok: false,
          error:
            `Could not parse Range ${goQuote(token)}: Could not parse comparator ${goQuote(opStr)} in ` +
            `${goQuote(opStr + vStr)}`,
        };
      }
      const v = parseVersion(vStr);
      if (!v.ok) {
        return {
          ok: false,
          error:
            `Could not parse Range ${goQuote(token)}: Could not parse version ${goQuote(vStr)} in ` +
            `${goQuote(opStr + vStr)}: ${v.error}`,
        };
      }
      comps.push({ op, version: v.value });
    }
    groups.push(comps);
  }
  return { ok: true, value: { groups } };
}

function holds(c: Comparator, v: Version): boolean {
  const d = compareVersions(v, c.version);
  switch (c.op) {
    case '=':
      return d === 0;
    case '!=':
      return d !== 0;
    case '>':
      return d > 0;
    case '>=':
      return d >= 0;
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
  }
}

/**
 * Go's evaluation of the OR chain, left to right with short-circuit. Reaching an empty group is
 * a nil-function call in Go: reported as 'panic' so callers can tell it from a plain miss.
 */
export function blangRangeMatch(r: BlangRange, v: Version): boolean | 'panic' {
  // A long range is asked about the same version again and again (an alias repeats one range
  // of 100,000 comparators over every entry of a channel): its answers are kept per version.
  let sizes = comparatorCounts.get(r);
  if (sizes === undefined) comparatorCounts.set(r, (sizes = r.groups.reduce((n, g) => n + g.length, 0)));
  if (sizes < LONG_RANGE) return matchGroups(r, v);
  let answers = longAnswers.get(r);
  if (!answers) longAnswers.set(r, (answers = new WeakMap()));
  let a = answers.get(v);
  if (a === undefined) answers.set(v, (a = matchGroups(r, v)));
  return a;
}

/** Comparators from which a range's answers are kept. */
const LONG_RANGE = 64;
const comparatorCounts = new WeakMap<BlangRange, number>();
const longAnswers = new WeakMap<BlangRange, WeakMap<Version, boolean | 'panic'>>();

function matchGroups(r: BlangRange, v: Version): boolean | 'panic' {
  for (const group of r.groups) {
    if (group.length === 0) return 'panic';
    if (group.every((c) => holds(c, v))) return true;
  }
  return false;
}

export function hasEmptyGroup(r: BlangRange): boolean {
  return r.groups.some((g) => g.length === 0);
}

/** One end of a version interval; absent on an interval means unbounded on that side. */
export interface Bound {
  readonly version: Version;
  readonly inclusive: boolean;
}

export interface VersionInterval {
  readonly lo?: Bound;
  readonly hi?: Bound;
}

function isEmpty(iv: VersionInterval): boolean {
  if (!iv.lo || !iv.hi) return false;
  const d = compareVersions(iv.lo.version, iv.hi.version);
  return d > 0 || (d === 0 && !(iv.lo.inclusive && iv.hi.inclusive));
}

// Removing a point of the interval splits it in two (either side possibly empty).
function withoutPoint(iv: VersionInterval, v: Version): VersionInterval[] {
  const open = { version: v, inclusive: false };
  return [
    { ...(iv.lo ? { lo: iv.lo } : {}), hi: open },
    { lo: open, ...(iv.hi ? { hi: iv.hi } : {}) },
  ].filter((x) => !isEmpty(x));
}

/** The versions one AND group holds, as disjoint intervals in ascending order. */
export function groupIntervals(group: readonly Comparator[]): VersionInterval[] {
  let lo: Bound | undefined;
  let hi: Bound | undefined;
  const holes: Version[] = [];
  for (const c of group) {
    if (c.op === '!=') {
      holes.push(c.version);
      continue;
    }
    const b = { version: c.version, inclusive: c.op === '>=' || c.op === '<=' || c.op === '=' };
    if (c.op === '>' || c.op === '>=' || c.op === '=') {
      const d = lo ? compareVersions(b.version, lo.version) : 1;
      if (d > 0 || (d === 0 && !b.inclusive)) lo = b;
    }
    if (c.op === '<' || c.op === '<=' || c.op === '=') {
      const d = hi ? compareVersions(b.version, hi.version) : -1;
      if (d < 0 || (d === 0 && !b.inclusive)) hi = b;
    }
  }
  const out: VersionInterval[] = [{ ...(lo ? { lo } : {}), ...(hi ? { hi } : {}) }];
  if (isEmpty(out[0]!)) return [];
  for (const h of [...holes].sort(compareVersions)) {
    const last = out.pop();
    if (!last) break;
    out.push(...(intervalContains(last, h) ? withoutPoint(last, h) : [last]));
  }
  return out;
}

/** Whether `v` lies in the interval (blang's comparison: build metadata ignored). */
export function intervalContains(iv: VersionInterval, v: Version): boolean {
  if (iv.lo) {
    const d = compareVersions(v, iv.lo.version);
    if (d < 0 || (d === 0 && !iv.lo.inclusive)) return false;
  }
  if (iv.hi) {
    const d = compareVersions(v, iv.hi.version);
    if (d > 0 || (d === 0 && !iv.hi.inclusive)) return false;
  }
  return true;
}

/**
 * Exactly the versions for which blangRangeMatch is true, as intervals (possibly overlapping,
 * one group's intervals disjoint): the groups before the first empty one, since Go panics on
 * reaching that group and so never matches anything after it.
 */
export function rangeIntervals(r: BlangRange): readonly VersionInterval[] {
  // Once per parsed range: one range object stands for every entry repeating its text (an
  // alias can repeat a range of 100,000 comparators over a whole channel).
  let out = intervalsOf.get(r);
  if (out) return out;
  const list: VersionInterval[] = [];
  for (const g of r.groups) {
    if (g.length === 0) break;
    for (const iv of groupIntervals(g)) list.push(iv);
  }
  intervalsOf.set(r, (out = list));
  return out;
}

const intervalsOf = new WeakMap<BlangRange, readonly VersionInterval[]>();
