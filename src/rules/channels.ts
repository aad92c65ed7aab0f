// Channel rules: emptiness, opm's head/cycle/stranded graph check (at most one per channel,
// anchored on the channel), entries without a bundle (in every channel, unlike opm), and the
// per-entry skips/skipRange checks, each reported once per bundle.
import { goQuote, versionString } from '../semver/blang.js';
import { hasEmptyGroup, parseBlangRange, type BlangRange } from '../semver/blang-range.js';
import type { Draft } from './draft.js';
import { checkChannelGraph } from './channel-graph.js';
import type { MChannel, MPackage, Model } from './model.js';
import { rangeMatchesNothing } from './skiprange-sat.js';
import { quoteValue } from './quote.js';

function graphDraft(pkg: MPackage, ch: MChannel, drafts: Draft[]): void {
  const p = checkChannelGraph(ch.entries);
  if (!p || !ch.c) return;
  const base = { package: pkg.name, channel: ch.name, at: { doc: ch.c.doc, path: ['name'] } };
  switch (p.kind) {
    case 'no-head':
      drafts.push({ ...base, rule: 'channel-no-head', message: `channel ${quoteValue(ch.name)} has no head: every entry is replaced or skipped by another entry` });
      break;
    case 'multiple-heads':
      drafts.push({ ...base, rule: 'channel-multiple-heads', message: `channel ${quoteValue(ch.name)} has ${p.heads.length} heads (${p.heads.join(', ')}): exactly one entry may be neither replaced nor skipped (skipRange does not count); connect the others with \`replaces\` or \`skips\`` });
      break;
    case 'cycle':
      drafts.push({ ...base, rule: 'channel-replaces-cycle', message: `the replaces chain of channel ${quoteValue(ch.name)} loops: ${p.path.join(' -> ')}` });
      break;
    case 'stranded':
      drafts.push({ ...base, rule: 'channel-stranded-bundles', message: `channel ${quoteValue(ch.name)} strands ${p.names.join(', ')}: they are neither on the head's replaces chain nor skipped by any entry` });
      break;
  }
}

function entryChecks(model: Model, pkg: MPackage, ch: MChannel, seenRanges: Set<string>, drafts: Draft[]): void {
  const c = ch.c!;
  for (const e of ch.entries) {
    const who = { package: pkg.name, channel: ch.name, bundle: e.name || undefined };
    const at = (path: (string | number)[]) => ({ doc: c.doc, path: ['entries', e.index, ...path] });
    if (e.name === '') {
      drafts.push({ ...who, rule: 'bundle-name-missing', message: `an entry of channel ${quoteValue(ch.name)} has an empty \`name\``, at: at([]) });
    } else if (!pkg.bundleNames.has(e.name) && !model.unlinkedBundles.has(e.name)) {
      drafts.push({ ...who, rule: 'channel-entry-no-bundle', message: `channel ${quoteValue(ch.name)} lists ${quoteValue(e.name)}, but package ${quoteValue(pkg.name)} has no olm.bundle with that name`, at: at(['name']) });
    }
    e.skips.forEach((s, i) => {
      if (s === '') drafts.push({ ...who, rule: 'skip-empty', message: `skips[${i}] of ${quoteValue(e.name)} is an empty string`, at: at(['skips', i]) });
    });
    if (e.skipRange === '') continue;
    const key = `${e.name}\u0000${e.skipRange}`;
    if (seenRanges.has(key)) continue;
    seenRanges.add(key);
    const r = parseBlangRange(e.skipRange);
    if (!r.ok) {
      drafts.push({ ...who, rule: 'skiprange-invalid', message: `skipRange ${goQuote(e.skipRange)} of ${quoteValue(e.name)} does not parse: ${r.error}`, at: at(['skipRange']) });
    } else if (hasEmptyGroup(r.value)) {
      drafts.push({ ...who, rule: 'skiprange-empty-group', message: `skipRange ${goQuote(e.skipRange)} of ${quoteValue(e.name)} has an empty \`||\` group: opm accepts it, but OLM's resolver crashes matching it; remove the extra \`||\``, at: at(['skipRange']) });
    } else if (rangeMatchesNothing(r.value)) {
      drafts.push({ ...who, rule: 'skiprange-matches-nothing', message: `skipRange ${goQuote(e.skipRange)} of ${quoteValue(e.name)} can match no version (blang reads it as ${describe(r.value)})`, at: at(['skipRange']) });
    }
  }
}

function describe(r: BlangRange): string {
  return r.groups.map((g) => g.map((c) => `${c.op}${versionString(c.version)}`).join(' AND ')).join(' OR ');
}

export function channelRules(model: Model, drafts: Draft[]): void {
  for (const pkg of model.packages.values()) {
    const seenRanges = new Set<string>();
    for (const ch of pkg.channels.values()) {
      if (ch.synthetic || !ch.c) continue;
      if (ch.entries.length === 0) {
        drafts.push({ package: pkg.name, channel: ch.name, rule: 'channel-empty', message: `channel ${quoteValue(ch.name)} has no entries`, at: { doc: ch.c.doc, path: ['name'] } });
        continue;
      }
      entryChecks(model, pkg, ch, seenRanges, drafts);
      if (!ch.c.broken) graphDraft(pkg, ch, drafts);
    }
  }
}
