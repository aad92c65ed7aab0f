// Channel rules: emptiness, opm's head/cycle/stranded graph check (at most one per channel,
// anchored on the channel), entries without a bundle (in every channel, unlike opm), and the
// per-entry skips/skipRange checks, each reported once per bundle.
import { versionString } from '../semver/blang.js';
import { hasEmptyGroup, type BlangRange } from '../semver/blang-range.js';
import { parsedRange } from '../graph/entry.js';
import type { Draft } from '../model/draft.js';
import { checkChannelGraph } from './channel-graph.js';
import { byVersion } from '../graph/by-version.js';
import type { MChannel, MPackage, Model } from '../model/catalog-model.js';
import { rangeMatchesNothing } from './skiprange-sat.js';
import { clipMessage, goQuoteClipped, quoteValue } from './quote.js';

function graphDraft(pkg: MPackage, ch: MChannel, drafts: Draft[]): void {
  const p = checkChannelGraph(ch.entries);
  if (!p || !ch.doc) return;
  const base = { package: pkg.name, channel: ch.name, at: { doc: ch.doc.doc, path: ['name'] } };
  const inOrder = (names: readonly string[]): string[] =>
    [...names].sort(byVersion((n) => pkg.bundles.get(n)?.version));
  switch (p.kind) {
    case 'no-head':
      drafts.push({
        ...base,
        rule: 'channel-no-head',
        message: `channel ${quoteValue(ch.name)} has no head: every entry is replaced or skipped by another entry`,
      });
      break;
    case 'multiple-heads':
      drafts.push({
        ...base,
        rule: 'channel-multiple-heads',
        message:
          `channel ${quoteValue(ch.name)} has ${p.heads.length} heads (${inOrder(p.heads).join(', ')}): ` +
          `exactly one entry may be neither replaced nor skipped (skipRange does not count); connect the ` +
          `others with \`replaces\` or \`skips\``,
      });
      break;
    case 'cycle':
      drafts.push({
        ...base,
        rule: 'channel-replaces-cycle',
        message: `the replaces chain of channel ${quoteValue(ch.name)} loops: ${p.path.join(' -> ')}`,
      });
      break;
    case 'stranded':
      drafts.push({
        ...base,
        rule: 'channel-stranded-bundles',
        message:
          `channel ${quoteValue(ch.name)} strands ${inOrder(p.names).join(', ')}: they are neither on the ` +
          `head's replaces chain nor skipped by any entry`,
      });
      break;
  }
}

/** What a skipRange text earns: its rule and the message around the entry's name. */
interface RangeVerdict {
  readonly rule: 'skiprange-invalid' | 'skiprange-empty-group' | 'skiprange-matches-nothing';
  readonly quoted: string;
  readonly detail: string;
}

// One judgement per distinct text, its quote and parser error clipped: a YAML alias repeats one
// megabyte-long skipRange over hundreds of entries, and each must cost neither a parse nor a copy.
// The parse is the graph's, which builds the channel's index from the same texts.
function judgeRange(range: string): RangeVerdict | null {
  const r = parsedRange(range);
  const quoted = goQuoteClipped(range);
  if (!r.ok) return { rule: 'skiprange-invalid', quoted, detail: `does not parse: ${clipMessage(r.error)}` };
  if (hasEmptyGroup(r.value))
    return {
      rule: 'skiprange-empty-group',
      quoted,
      detail: "has an empty `||` group: opm accepts it, but OLM's resolver crashes matching it; remove the extra `||`",
    };
  if (rangeMatchesNothing(r.value))
    return {
      rule: 'skiprange-matches-nothing',
      quoted,
      detail: `can match no version (blang reads it as ${clipMessage(describe(r.value))})`,
    };
  return null;
}

/** Per package: the skipRange texts already reported for each entry name, and each text's verdict. */
interface RangesSeen {
  readonly byName: Map<string, Set<string>>;
  readonly verdicts: Map<string, RangeVerdict | null>;
}

function entryChecks(model: Model, pkg: MPackage, ch: MChannel, seen: RangesSeen, drafts: Draft[]): void {
  const c = ch.doc!;
  for (const e of ch.entries) {
    const who = { package: pkg.name, channel: ch.name, bundle: e.name || undefined };
    const at = (path: (string | number)[]) => ({ doc: c.doc, path: ['entries', e.index, ...path] });
    if (e.name === '') {
      drafts.push({
        ...who,
        rule: 'bundle-name-missing',
        message: `an entry of channel ${quoteValue(ch.name)} has an empty \`name\``,
        at: at([]),
      });
    } else if (!pkg.bundleNames.has(e.name) && !model.unlinkedBundles.has(e.name)) {
      drafts.push({
        ...who,
        rule: 'channel-entry-no-bundle',
        message:
          `channel ${quoteValue(ch.name)} lists ${quoteValue(e.name)}, but package ${quoteValue(pkg.name)} ` +
          `has no olm.bundle with that name`,
        at: at(['name']),
      });
    }
    e.skips.forEach((s, i) => {
      if (s === '')
        drafts.push({
          ...who,
          rule: 'skip-empty',
          message: `skips[${i}] of ${quoteValue(e.name)} is an empty string`,
          at: at(['skips', i]),
        });
    });
    if (e.skipRange === '') continue;
    // Keyed by the texts themselves, never a concatenation: that would copy the text per entry.
    let ranges = seen.byName.get(e.name);
    if (!ranges) seen.byName.set(e.name, (ranges = new Set()));
    if (ranges.has(e.skipRange)) continue;
    ranges.add(e.skipRange);
    let v = seen.verdicts.get(e.skipRange);
    if (v === undefined) seen.verdicts.set(e.skipRange, (v = judgeRange(e.skipRange)));
    if (v)
      drafts.push({
        ...who,
        rule: v.rule,
        message: `skipRange ${v.quoted} of ${quoteValue(e.name)} ${v.detail}`,
        at: at(['skipRange']),
      });
  }
}

function describe(r: BlangRange): string {
  return r.groups.map((g) => g.map((c) => `${c.op}${versionString(c.version)}`).join(' AND ')).join(' OR ');
}

export function channelRules(model: Model, drafts: Draft[]): void {
  for (const pkg of model.packages.values()) {
    const seen: RangesSeen = { byName: new Map(), verdicts: new Map() };
    for (const ch of pkg.channels.values()) {
      if (ch.synthetic || !ch.doc) continue;
      if (ch.entries.length === 0) {
        drafts.push({
          package: pkg.name,
          channel: ch.name,
          rule: 'channel-empty',
          message: `channel ${quoteValue(ch.name)} has no entries`,
          at: { doc: ch.doc.doc, path: ['name'] },
        });
        continue;
      }
      entryChecks(model, pkg, ch, seen, drafts);
      if (!ch.doc.broken) graphDraft(pkg, ch, drafts);
    }
  }
}
