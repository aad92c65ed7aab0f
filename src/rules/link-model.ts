// declcfg → model, as opm's ConvertToModel links documents (packages, then channels, then
// bundles, first occurrence wins), but recording every conversion problem instead of stopping
// at the first. Rule modules then check the model.
import type { DBundle, DChannel, DEntry, DeclCfg } from '../catalog/declcfg.js';
import type { MPackage, Model } from '../model/catalog-model.js';
import type { Draft } from '../model/draft.js';
import { dns1123LabelErrors } from './imageref.js';
import { quoteValue } from './quote.js';

export function buildModel(cfg: DeclCfg, drafts: Draft[]): Model {
  const packages = new Map<string, MPackage>();
  const unlinkedBundles = new Set<string>();
  for (const p of cfg.packages) {
    const at = { doc: p.doc, path: ['name'] };
    if (p.name === '') {
      drafts.push({ rule: 'package-name-missing', message: 'this olm.package has no `name`', at: { doc: p.doc } });
      continue;
    }
    if (packages.has(p.name)) {
      const first = packages.get(p.name)!.doc.doc;
      drafts.push({
        rule: 'package-duplicate',
        package: p.name,
        message:
          `package ${quoteValue(p.name)} is already defined at ${first.file}:${first.line}; a catalog ` +
          `defines each package once`,
        at,
      });
      continue;
    }
    const errs = dns1123LabelErrors(p.name);
    if (errs.length > 0)
      drafts.push({
        rule: 'package-name-invalid',
        package: p.name,
        message: `package name ${quoteValue(p.name)} is not a DNS-1123 label: ${errs.join('; ')}`,
        at,
      });
    packages.set(p.name, {
      doc: p,
      name: p.name,
      channels: new Map(),
      bundles: new Map(),
      bundleNames: new Set(),
      channelDocs: [],
    });
  }
  for (const c of cfg.channels) linkChannel(packages, c, drafts);
  for (const b of cfg.bundles) if (!linkBundle(packages, b, drafts)) unlinkedBundles.add(b.name);
  for (const pkg of packages.values()) {
    const dc = pkg.doc.defaultChannel;
    if (dc !== '' && !pkg.channels.has(dc)) {
      drafts.push({
        rule: 'default-channel-not-found',
        package: pkg.name,
        message:
          `defaultChannel ${quoteValue(dc)} names no channel of package ${quoteValue(pkg.name)}` +
          `${pkg.channels.size > 0 ? ` (channels: ${[...pkg.channels.keys()].sort().join(', ')})` : ''}; opm ` +
          `reports it as an empty channel`,
        at: { doc: pkg.doc.doc, path: ['defaultChannel'] },
      });
      pkg.channels.set(dc, { doc: undefined, name: dc, entries: [], synthetic: true });
    }
  }
  return { packages, unlinkedBundles };
}

function linkChannel(packages: Map<string, MPackage>, c: DChannel, drafts: Draft[]): void {
  const pkg = packages.get(c.package);
  const who = { package: c.package || undefined, channel: c.name || undefined };
  if (!pkg) {
    drafts.push({
      ...who,
      rule: 'channel-unknown-package',
      message:
        c.package === ''
          ? `channel ${quoteValue(c.name)} has no \`package\``
          : `channel ${quoteValue(c.name)} belongs to package ${quoteValue(c.package)}, which has no ` +
            `olm.package document in this catalog`,
      at: { doc: c.doc, path: ['package'] },
    });
    return;
  }
  if (c.name === '') {
    drafts.push({
      ...who,
      rule: 'channel-name-missing',
      message: `a channel of package ${quoteValue(c.package)} has no \`name\``,
      at: { doc: c.doc },
    });
    return;
  }
  pkg.channelDocs.push(c);
  if (pkg.channels.has(c.name)) {
    const first = pkg.channels.get(c.name)!.doc!.doc;
    drafts.push({
      ...who,
      rule: 'channel-duplicate',
      message:
        `channel ${quoteValue(c.name)} of package ${quoteValue(c.package)} is already defined at ` +
        `${first.file}:${first.line}`,
      at: { doc: c.doc, path: ['name'] },
    });
    return;
  }
  const seen = new Set<string>();
  const entries: DEntry[] = [];
  for (const e of c.entries) {
    if (seen.has(e.name)) {
      drafts.push({
        ...who,
        bundle: e.name,
        rule: 'channel-entry-duplicate',
        message:
          `${quoteValue(e.name)} is listed more than once in channel ` +
          `${quoteValue(c.name)}; remove the repeated entry`,
        at: { doc: c.doc, path: ['entries', e.index] },
      });
      continue;
    }
    seen.add(e.name);
    entries.push(e);
  }
  pkg.channels.set(c.name, { doc: c, name: c.name, entries, synthetic: false });
}

/** False when the bundle has no usable package. */
function linkBundle(packages: Map<string, MPackage>, b: DBundle, drafts: Draft[]): boolean {
  const who = { package: b.package || undefined, bundle: b.name || undefined };
  if (b.package === '') {
    drafts.push({
      ...who,
      rule: 'bundle-package-missing',
      message: `bundle ${quoteValue(b.name)} has no \`package\``,
      at: { doc: b.doc },
    });
    return false;
  }
  const pkg = packages.get(b.package);
  if (!pkg) {
    drafts.push({
      ...who,
      rule: 'bundle-unknown-package',
      message:
        `bundle ${quoteValue(b.name)} belongs to package ${quoteValue(b.package)}, which has no olm.package ` +
        `document in this catalog`,
      at: { doc: b.doc, path: ['package'] },
    });
    return false;
  }
  pkg.bundleNames.add(b.name);
  if (pkg.bundles.has(b.name)) {
    const first = pkg.bundles.get(b.name)!.doc.doc;
    drafts.push({
      ...who,
      rule: 'bundle-duplicate',
      message:
        `bundle ${quoteValue(b.name)} of package ${quoteValue(b.package)} is already defined at ${first.file}` +
        `:${first.line}`,
      at: { doc: b.doc, path: ['name'] },
    });
    return true;
  }
  pkg.bundles.set(b.name, { doc: b, packageProperty: false });
  return true;
}
