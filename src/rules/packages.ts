// Package rules of the model stage: default channel set, at least one channel, and bundle
// versions (+release) unique across the package. Name, duplicate and default-channel existence
// are checked while linking (link-model.ts).
import { versionString } from '../semver/blang.js';
import type { Draft } from '../model/draft.js';
import type { MBundle, Model } from '../model/catalog-model.js';
import { quoteValue } from './quote.js';

export function packageRules(model: Model, drafts: Draft[]): void {
  for (const pkg of model.packages.values()) {
    const who = { package: pkg.name };
    if (pkg.doc.defaultChannel === '') {
      drafts.push({
        ...who,
        rule: 'default-channel-missing',
        message: `package ${quoteValue(pkg.name)} has no \`defaultChannel\``,
        at: { doc: pkg.doc.doc, path: ['name'] },
      });
      if (pkg.channels.size === 0) {
        drafts.push({
          ...who,
          rule: 'package-no-channels',
          message: `package ${quoteValue(pkg.name)} has no channel`,
          at: { doc: pkg.doc.doc, path: ['name'] },
        });
      }
    }
    const byVersion = new Map<string, MBundle[]>();
    for (const mb of pkg.bundles.values()) {
      if (!mb.version || mb.doc.broken) continue;
      const key = versionString(mb.version) + (mb.release !== undefined ? `-${mb.release}` : '');
      const group = byVersion.get(key);
      if (group) group.push(mb);
      else byVersion.set(key, [mb]);
    }
    for (const [key, group] of byVersion) {
      if (group.length < 2) continue;
      const [first, ...rest] = group;
      for (const mb of rest) {
        drafts.push({
          ...who,
          bundle: mb.doc.name,
          rule: 'bundle-version-duplicate',
          message:
            `bundle ${quoteValue(mb.doc.name)} has version ${key}, the same as ${quoteValue(first!.doc.name)}` +
            `; versions (with release) must be unique in a package`,
          at: { doc: mb.doc.doc, path: ['name'] },
        });
      }
    }
  }
}
