// Deprecation rules: opm's F-D checks on olm.deprecations documents, empty messages, and two
// warnings opm does not give: a deprecated default channel, and bundles whose every upgrade
// target is deprecated.
import type { DDeprecation } from '../catalog/declcfg.js';
import { channelIndex } from '../graph/channel-index.js';
import type { Draft } from '../model/draft.js';
import type { Deprecated, MPackage, Model } from '../model/catalog-model.js';
import { quoteValue } from './quote.js';

type DeprecationEntry = DDeprecation['entries'][number];

/** Marks what entry `e` references as deprecated in `dep`; false (and a finding) when it references nothing. */
function markDeprecated(
  model: Model,
  pkg: MPackage,
  e: DeprecationEntry,
  at: (path: (string | number)[]) => Draft['at'],
  dep: Deprecated,
  drafts: Draft[],
): boolean {
  const named = at(['reference', 'name']);
  if (e.schema === 'olm.bundle') {
    if (pkg.bundleNames.has(e.name) || model.unlinkedBundles.has(e.name)) {
      dep.bundles.add(e.name);
      return true;
    }
    drafts.push({
      package: pkg.name,
      bundle: e.name,
      rule: 'deprecation-unknown-bundle',
      message: `cannot deprecate bundle ${quoteValue(e.name)}: package ${quoteValue(pkg.name)} has no such bundle`,
      at: named,
    });
  } else if (e.schema === 'olm.channel') {
    if (pkg.channels.has(e.name)) {
      dep.channels.add(e.name);
      return true;
    }
    drafts.push({
      package: pkg.name,
      channel: e.name,
      rule: 'deprecation-unknown-channel',
      message: `cannot deprecate channel ${quoteValue(e.name)}: package ${quoteValue(pkg.name)} has no such channel`,
      at: named,
    });
  } else if (e.schema === 'olm.package') {
    if (e.name === '') {
      dep.package = true;
      return true;
    }
    drafts.push({
      package: pkg.name,
      rule: 'deprecation-package-has-name',
      message:
        `an olm.package deprecation reference must not have a name (found ${quoteValue(e.name)}): it ` +
        `always means this package`,
      at: named,
    });
  } else
    drafts.push({
      package: pkg.name,
      rule: 'deprecation-unknown-schema',
      message:
        `deprecation entry [${e.index}] references schema ${quoteValue(e.schema)}; only olm.package, ` +
        `olm.channel and olm.bundle can be deprecated`,
      at: at(['reference', 'schema']),
    });
  return false;
}

function checkDoc(model: Model, pkg: MPackage, d: DDeprecation, drafts: Draft[]): Deprecated {
  const dep: Deprecated = { package: false, channels: new Set(), bundles: new Set() };
  const seen = new Set<string>();
  for (const e of d.entries) {
    const who = { package: pkg.name };
    const at = (path: (string | number)[]) => ({ doc: d.doc, path: ['entries', e.index, ...path] });
    if (e.schema === '') {
      drafts.push({
        ...who,
        rule: 'deprecation-schema-missing',
        message: `deprecation entry [${e.index}] has no \`reference.schema\``,
        at: at(['reference']),
      });
      continue;
    }
    const key = `${e.schema}\u0000${e.schema === 'olm.package' ? '' : e.name}`;
    if (seen.has(key)) {
      drafts.push({
        ...who,
        rule: 'deprecation-entry-duplicate',
        message:
          `deprecation entry [${e.index}] repeats the reference {schema: ${e.schema}` +
          `${e.name ? `, name: ${e.name}` : ''}}`,
        at: at(['reference']),
      });
      continue;
    }
    seen.add(key);
    const ok = markDeprecated(model, pkg, e, at, dep, drafts);
    if (ok && e.message === '') {
      drafts.push({
        ...who,
        rule: 'deprecation-message-missing',
        message:
          `deprecation of ${e.schema}${e.name ? ` ${quoteValue(e.name)}` : ''} has no message; tell users ` +
          `what to do instead`,
        at: at([]),
      });
    }
  }
  return dep;
}

export function deprecationRules(
  model: Model,
  deprecations: readonly DDeprecation[],
  drafts: Draft[],
): Map<string, Deprecated> {
  const result = new Map<string, Deprecated>();
  deprecations.forEach((d) => {
    if (d.package === '') {
      drafts.push({
        rule: 'deprecation-package-missing',
        message: 'this olm.deprecations document has no `package`',
        at: { doc: d.doc },
      });
      return;
    }
    const pkg = model.packages.get(d.package);
    if (!pkg) {
      drafts.push({
        package: d.package,
        rule: 'deprecation-unknown-package',
        message: `deprecations for package ${quoteValue(d.package)}, which is not in this catalog`,
        at: { doc: d.doc, path: ['package'] },
      });
      return;
    }
    if (pkg.deprecation) {
      drafts.push({
        package: d.package,
        rule: 'deprecation-duplicate-blob',
        message:
          `package ${quoteValue(d.package)} already has an olm.deprecations document at ` +
          `${pkg.deprecation.doc.file}:${pkg.deprecation.doc.line}; merge them`,
        at: { doc: d.doc, path: ['package'] },
      });
      return;
    }
    pkg.deprecation = d;
    if (!d.broken) result.set(pkg.name, checkDoc(model, pkg, d, drafts));
  });
  for (const pkg of model.packages.values()) {
    const dep = result.get(pkg.name);
    if (dep && !dep.package) beyondWarnings(pkg, dep, drafts);
  }
  return result;
}

// The most deprecated targets one deprecated-only-path message names.
const LISTED = 10;

function beyondWarnings(pkg: MPackage, dep: Deprecated, drafts: Draft[]): void {
  const dc = pkg.doc.defaultChannel;
  if (dep.channels.has(dc)) {
    drafts.push({
      package: pkg.name,
      channel: dc,
      rule: 'deprecated-default-channel',
      message:
        `the default channel ${quoteValue(dc)} is deprecated while the package is not: new installs land on ` +
        `a deprecated channel; change \`defaultChannel\``,
      at: { doc: pkg.doc.doc, path: ['defaultChannel'] },
    });
  }
  if (dep.bundles.size === 0) return;
  const reported = new Set<string>();
  for (const ch of pkg.channels.values()) {
    if (dep.channels.has(ch.name) || !ch.doc) continue;
    const versionOf = (n: string) => pkg.bundles.get(n)?.version;
    const ix = channelIndex(ch.entries, versionOf);
    // Supported entries rank first, so a best successor that is deprecated means all are; the
    // deprecated ones rank by name, the order the message lists them in.
    const deprecatedByName = ch.entries
      .filter((e) => dep.bundles.has(e.name))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const table = ix.table([...ch.entries.filter((e) => !dep.bundles.has(e.name)), ...deprecatedByName], LISTED + 1);
    for (const entry of ch.entries) {
      const from = entry.name;
      if (dep.bundles.has(from) || reported.has(from)) continue;
      const next = table.top(from, versionOf(from), LISTED);
      if (next.total === 0 || !dep.bundles.has(next.names[0]!)) continue;
      reported.add(from);
      const more = next.total - next.names.length;
      drafts.push({
        package: pkg.name,
        channel: ch.name,
        bundle: from,
        rule: 'deprecated-only-path',
        message:
          `every upgrade from ${quoteValue(from)} in channel ${quoteValue(ch.name)} leads to a deprecated ` +
          `bundle (${next.names.join(', ')}${more > 0 ? ` and ${more} more` : ''}): OLM classic moves its ` +
          `installs onto a deprecated bundle while OLM v1 keeps them on ${quoteValue(from)}; add an upgrade ` +
          `edge to a supported bundle`,
        at: { doc: ch.doc.doc, path: ['entries', entry.index] },
      });
    }
  }
}
