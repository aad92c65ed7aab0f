// What a pull request changes in one package: packages, channels, bundles, upgrade edges, heads
// and successors, as the `changes` section of the report and as change findings. Removed things
// have no place in head; they are anchored on what still exists (the channel or package).
import type { RawDocument } from '../catalog/types.js';
import type { Draft } from '../model/draft.js';
import { EVERY_CONSUMER, type Consumers } from '../model/consumers.js';
import type { Side } from './side.js';
import { documentValue } from '../catalog/redecode.js';
import { canonical } from './bundle-content.js';
import { bundleChanges } from './bundle-changes.js';
import { diffChannel, list, type ChannelChange } from './channel.js';
import { sameDocumentText } from '../catalog/same-text.js';
import { byVersion } from '../graph/by-version.js';
import { channelFieldChanges, FIELD_CHANGE_LIMIT, packageFieldChanges, type FieldChange } from './field-changes.js';

export type { ChannelChange, EdgeChange } from './channel.js';
export type { FieldChange } from './field-changes.js';

export interface PackageChange {
  readonly catalog: string;
  readonly package: string;
  /** `migrated`: base published the package in bundle format, head moves it to this catalog. */
  readonly status: 'added' | 'removed' | 'modified' | 'migrated';
  readonly channels: ChannelChange[];
  readonly bundlesAdded: string[];
  readonly bundlesRemoved: string[];
  readonly bundlesModified: string[];
  /** Fields of the package, its entries and its bundles that changed (absent when none; the
   * first FIELD_CHANGE_LIMIT): what a change moving no edge does. */
  readonly fields?: FieldChange[];
  /** Field changes past the limit, counted. */
  readonly fieldsOmitted?: number;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The olm.package document itself (description, icon, properties) changed, formatting aside. */
function packageDocChanged(base: RawDocument, head: RawDocument): boolean {
  return !sameDocumentText(base, head) && canonical(documentValue(base)) !== canonical(documentValue(head));
}

/** The changes of one package between base and head (undefined when nothing changed). */
export function diffPackage(
  catalog: string,
  name: string,
  base: Side | undefined,
  head: Side | undefined,
  drafts: Draft[],
  consumers: Consumers = EVERY_CONSUMER,
  migrated = false,
): PackageChange | undefined {
  const who = { package: name };
  if (!base && head) {
    const channels = [...head.view.channels.keys()];
    drafts.push({
      ...who,
      rule: 'package-added',
      message:
        `new package "${name}": ${head.model.bundles.size} bundle(s) in channel(s) ${channels.join(', ')} ` +
        `(default ${head.view.defaultChannel})`,
      at: { doc: head.model.doc.doc, path: ['name'] },
    });
  }
  if (base && !head) {
    const versions = [...base.view.versions.keys()].sort(byVersion((n) => base.view.versions.get(n)));
    drafts.push({
      ...who,
      rule: 'package-removed',
      message:
        `package "${name}" is removed: subscribers on ${list(versions)} lose their updates and new installs ` +
        `fail; deprecate it first (olm.deprecations) and remove it later`,
      at: undefined,
    });
  }
  if (base && head && base.view.defaultChannel !== head.view.defaultChannel) {
    drafts.push({
      ...who,
      rule: 'default-channel-changed',
      message:
        `the default channel moves from "${base.view.defaultChannel}" to "${head.view.defaultChannel}": new ` +
        `installs and subscriptions without a channel follow it`,
      at: { doc: head.model.doc.doc, path: ['defaultChannel'] },
    });
  }
  const channelNames = [
    ...new Set([...(base?.view.channels.keys() ?? []), ...(head?.view.channels.keys() ?? [])]),
  ].sort(byName);
  const channels = channelNames.map((c) => diffChannel(name, c, base, head, drafts, consumers));
  const bNames = new Set(base?.model.bundles.keys() ?? []);
  const hNames = new Set(head?.model.bundles.keys() ?? []);
  const bundlesAdded = [...hNames].filter((n) => !bNames.has(n)).sort(byVersion((n) => head!.view.versions.get(n)));
  const bundlesRemoved = [...bNames].filter((n) => !hNames.has(n)).sort(byVersion((n) => base!.view.versions.get(n)));
  if (base)
    for (const n of bundlesAdded)
      drafts.push({
        ...who,
        bundle: n,
        rule: 'bundle-added',
        message: `new bundle ${n}`,
        at: { doc: head!.model.bundles.get(n)!.doc.doc, path: ['name'] },
      });
  for (const n of bundlesRemoved) {
    if (head)
      drafts.push({
        ...who,
        bundle: n,
        rule: 'bundle-removed',
        message: `bundle ${n} is removed from the catalog`,
        at: { doc: head.model.doc.doc, path: ['name'] },
      });
  }
  const fields: FieldChange[] = [];
  // A bundle-format bundle has no image or document of its own to compare with its catalog form.
  if (base && head && !migrated) {
    fields.push(...packageFieldChanges(base.model.doc, head.model.doc));
    // An unchanged graph may still come with new channel properties.
    for (const c of channels) {
      const b = base.model.channels.get(c.channel);
      const h = head.model.channels.get(c.channel);
      if (b && h && (c.status === 'modified' || c.status === 'unchanged')) fields.push(...channelFieldChanges(b, h));
    }
  }
  const bundlesModified = base && head && !migrated ? bundleChanges(name, base.model, head.model, drafts, fields) : [];
  const status = !base ? 'added' : !head ? 'removed' : migrated ? 'migrated' : 'modified';
  const changed =
    status !== 'modified' ||
    bundlesAdded.length + bundlesRemoved.length + bundlesModified.length > 0 ||
    channels.some((c) => c.status !== 'unchanged') ||
    base!.view.defaultChannel !== head!.view.defaultChannel ||
    packageDocChanged(base!.model.doc.doc, head!.model.doc.doc) ||
    fields.length > 0;
  if (!changed) return undefined;
  return {
    catalog,
    package: name,
    status,
    channels,
    bundlesAdded,
    bundlesRemoved,
    bundlesModified,
    ...(fields.length > 0 ? { fields: fields.slice(0, FIELD_CHANGE_LIMIT) } : {}),
    ...(fields.length > FIELD_CHANGE_LIMIT ? { fieldsOmitted: fields.length - FIELD_CHANGE_LIMIT } : {}),
  };
}
