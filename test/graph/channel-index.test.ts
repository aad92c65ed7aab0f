// The indexed engine (interval form of blang ranges, channel index, successor tables, classic
// order) against the naive pairwise definitions, on hand-picked and generated channels:
// replaces, skips, skipRange with || and != holes, pre-releases, build metadata and releases,
// deprecations, entries without a version and names outside the channel.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelIndex } from '../../src/graph/channel-index.js';
import { classicOrder, upgradesFrom } from '../../src/graph/classic.js';
import { channelEdges, edgeCounts, type Edge, type EntryLike } from '../../src/graph/edges.js';
import { blangRangeMatch, intervalContains, parseBlangRange, rangeIntervals } from '../../src/semver/blang-range.js';
import { parseVersion, type Version } from '../../src/semver/blang.js';
import { naiveClassicOrder, naiveEdges, naiveV1 } from './reference.js';

const ver = (s: string): Version => {
  const p = parseVersion(s);
  if (!p.ok) throw new Error(p.error);
  return p.value;
};

const arbVersionText = fc
  .tuple(
    fc.nat(2),
    fc.nat(2),
    fc.nat(2),
    fc.constantFrom('', '-0', '-1', '-alpha', '-alpha.1', '-1.beta'),
    fc.constantFrom('', '', '+1', '+2', '+10', '+x'),
  )
  .map(([a, b, c, pre, build]) => `${a}.${b}.${c}${pre}${build}`);
// Bounds from a smaller pool than versions, so comparators of one group often share a version.
const arbBound = fc
  .tuple(fc.nat(1), fc.nat(2), fc.constantFrom('', '-0', '-alpha'), fc.constantFrom('', '+1'))
  .map(([a, c, pre, build]) => `${a}.1.${c}${pre}${build}`);
const arbComparator = fc
  .tuple(fc.constantFrom('', '=', '!=', '!', '>', '>=', '<', '<='), fc.oneof(arbBound, arbVersionText))
  .map(([op, v]) => op + v);
const arbRange = fc
  .array(
    fc.oneof(
      { weight: 9, arbitrary: fc.array(arbComparator, { minLength: 1, maxLength: 4 }).map((g) => g.join(' ')) },
      { weight: 1, arbitrary: fc.constant('') },
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((groups) =>
    groups
      .join(' || ')
      .replace(/\|\| {2}\|\|/g, '|| ||')
      .trim(),
  )
  .filter((s) => parseBlangRange(s).ok);

describe('blang ranges as intervals', () => {
  it('holes and OR groups', () => {
    const p = parseBlangRange('>=1.0.0 <2.0.0 !1.5.0 || 3.0.0');
    if (!p.ok) throw new Error(p.error);
    const r = p.value;
    const at = (v: string) => rangeIntervals(r).some((iv) => intervalContains(iv, ver(v)));
    expect(['1.0.0', '1.4.9', '1.5.1', '3.0.0', '3.0.0+7'].map(at)).toEqual([true, true, true, true, true]);
    expect(['0.9.0', '1.5.0', '1.5.0+1', '2.0.0', '2.0.0-rc.1', '3.0.1'].map(at)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('nothing after an empty group: Go panics reaching it', () => {
    const r = parseBlangRange('<1.0.0 || || >2.0.0');
    expect(r.ok).toBe(true);
    const ivs = rangeIntervals(r.ok ? r.value : { groups: [] });
    expect(ivs.some((iv) => intervalContains(iv, ver('3.0.0')))).toBe(false);
    expect(ivs.some((iv) => intervalContains(iv, ver('0.1.0')))).toBe(true);
  });

  it('contain exactly the versions blangRangeMatch accepts', () => {
    fc.assert(
      fc.property(arbRange, fc.array(arbVersionText, { minLength: 1, maxLength: 12 }), (text, versions) => {
        const r = parseBlangRange(text);
        if (!r.ok) return;
        const ivs = rangeIntervals(r.value);
        for (const v of versions.map(ver))
          expect(ivs.some((iv) => intervalContains(iv, v))).toBe(blangRangeMatch(r.value, v) === true);
      }),
      { numRuns: 300 },
    );
  });
});

interface Channel {
  entries: EntryLike[];
  versions: Map<string, Version>;
  deprecated: Set<string>;
}

const POOL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'gone'];
const arbChannel: fc.Arbitrary<Channel> = fc
  .uniqueArray(fc.constantFrom(...POOL.slice(0, 7)), { minLength: 1, maxLength: 7 })
  .chain((names) =>
    fc
      .record({
        entries: fc.tuple(
          ...names.map((name) =>
            fc.record({
              name: fc.constant(name),
              replaces: fc.oneof(fc.constant(''), fc.constantFrom(...POOL)),
              skips: fc.array(fc.constantFrom(...POOL, ''), { maxLength: 2 }),
              skipRange: fc.oneof(
                { weight: 2, arbitrary: fc.constant('') },
                { weight: 3, arbitrary: arbRange },
                { weight: 1, arbitrary: fc.constant('not a range') },
              ),
            }),
          ),
        ),
        versions: fc.tuple(...names.map(() => fc.option(arbVersionText, { freq: 6 }))),
        deprecated: fc.subarray(names),
      })
      .map(({ entries, versions, deprecated }) => ({
        entries,
        versions: new Map(names.flatMap((n, i) => (versions[i] ? [[n, ver(versions[i]!)] as const] : []))),
        deprecated: new Set(deprecated),
      })),
  );

const key = (e: Edge) => `${e.from}>${e.to}:${e.via.join(',')}${e.missing ? '!' : ''}`;

describe('channel index agrees with the pairwise definitions', () => {
  it('edges, edge counts, coverage, classic and v1 successors', () => {
    fc.assert(
      fc.property(
        arbChannel,
        fc.array(fc.tuple(fc.constantFrom(...POOL, 'other'), fc.option(arbVersionText)), { maxLength: 6 }),
        ({ entries, versions, deprecated }, queries) => {
          const versionOf = (n: string) => versions.get(n);
          const ix = channelIndex(entries, versionOf, deprecated);
          const naive = naiveEdges(entries, versionOf);
          expect(channelEdges(entries, versionOf).map(key).sort()).toEqual(naive.map(key).sort());
          expect(edgeCounts(ix)).toEqual({
            total: naive.length,
            rangeOnly: naive.filter((e) => e.via.length === 1 && e.via[0] === 'skipRange').length,
          });
          const order = classicOrder(entries, 'stable', 'foo');
          expect(order).toEqual(naiveClassicOrder(entries, 'stable', 'foo'));
          const ranking = order.ok ? order.order : [...entries].reverse();
          const classic = ix.table(ranking);
          const deep = ix.table(ranking, 4);
          const v1Deep = ix.table(naiveRanking(entries, versionOf, deprecated), 4);
          const all: [string, Version | undefined][] = [
            ...entries.map((e) => [e.name, versionOf(e.name)] as [string, Version | undefined]),
            ...queries.map(([n, v]) => [n, v === null ? undefined : ver(v)] as [string, Version | undefined]),
          ];
          for (const [name, version] of all) {
            entries.forEach((e, i) => expect(ix.upgrades(i, name, version)).toBe(upgradesFrom(e, name, version)));
            const everyone = entries.filter((e) => upgradesFrom(e, name, version)).map((e) => e.name);
            expect(ix.all.top(name, version, 1)).toEqual({ names: everyone.slice(0, 1), total: everyone.length });
            const upgraders = ranking.filter((e) => upgradesFrom(e, name, version)).map((e) => e.name);
            expect(classic.best(name, version)).toBe(upgraders[0] ?? null);
            expect(deep.top(name, version, 3)).toEqual({ names: upgraders.slice(0, 3), total: upgraders.length });
            const v1 = naiveV1(entries, versionOf, deprecated, name, version);
            expect(ix.v1.best(name, version)).toBe(v1[0] ?? null);
            expect(v1Deep.top(name, version, 3)).toEqual({ names: v1.slice(0, 3), total: v1.length });
          }
          const bests = ix.v1.bestForEntries();
          for (const e of entries)
            expect(bests.get(e.name)).toBe(
              naiveV1(entries, versionOf, deprecated, e.name, versionOf(e.name))[0] ?? null,
            );
        },
      ),
      { numRuns: 400 },
    );
  });
});

// v1's order over every entry with a version, from the reference (installing from nothing
// ranks all candidates: a query no entry declares an upgrade from, answered by sortV1).
function naiveRanking(
  entries: readonly EntryLike[],
  versionOf: (n: string) => Version | undefined,
  deprecated: ReadonlySet<string>,
): EntryLike[] {
  const everyone = entries.map((e) => ({ ...e, replaces: '\u0000all' }));
  const byName = new Map(entries.map((e) => [e.name, e]));
  return naiveV1(everyone, versionOf, deprecated, '\u0000all', undefined).map((n) => byName.get(n)!);
}
