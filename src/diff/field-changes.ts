// What a change does to fields that move no upgrade edge: the package's description, icon,
// default channel and properties, the replaces/skips/skipRange of entries both sides have, channel
// properties, and a published bundle's fields. Without them a metadata-only change reads
// "modified" with nothing under it and two identical graphs. Data only: report/ words it.
import { isJsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import type { DEntry, DPackage, DProperty } from '../catalog/declcfg.js';
import { documentValue } from '../catalog/redecode.js';
import { sameDocumentText } from '../catalog/same-text.js';
import { sameDeclaration } from '../graph/same-entry.js';
import type { MChannel } from '../model/catalog-model.js';
import { canonical } from '../catalog/canonical-json.js';

/** One field that changed, where it is: the package document, a channel, an entry of one, a bundle. */
export interface FieldChange {
  readonly on: 'package' | 'channel' | 'entry' | 'bundle';
  /** The channel (of a channel or an entry). */
  readonly channel?: string;
  /** The entry's or bundle's name. */
  readonly name?: string;
  readonly field: string;
  readonly change: 'added' | 'removed' | 'changed';
  /** Short values (a name, a range, an image), absent for long text (a description, an icon). */
  readonly before?: string;
  readonly after?: string;
  /** For a list (skips) or a set of property types: what came, what went, what changed. */
  readonly added?: readonly string[];
  readonly removed?: readonly string[];
  readonly changed?: readonly string[];
}

/** Field changes kept per package: past it a mass rewrite is counted, not listed. */
export const FIELD_CHANGE_LIMIT = 50;

/** Values shorter than this are shown before → after; longer ones are only said to change. */
const SHORT = 200;

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const shown = (v: JsonValue | undefined): string | undefined => {
  if (v === undefined) return undefined;
  const s = typeof v === 'string' ? v : canonical(v);
  return s.length <= SHORT ? s : undefined;
};

function valueChange(
  where: Pick<FieldChange, 'on' | 'channel' | 'name'>,
  field: string,
  b: JsonValue | undefined,
  h: JsonValue | undefined,
  showValues: boolean,
): FieldChange | undefined {
  if (canonical(b) === canonical(h)) return undefined;
  const change = b === undefined ? 'added' : h === undefined ? 'removed' : 'changed';
  const before = showValues ? shown(b) : undefined;
  const after = showValues ? shown(h) : undefined;
  return {
    ...where,
    field,
    change,
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
  };
}

/** Property types added, removed or changed in value (several of one type compared as a set). */
export function propertyChange(
  where: Pick<FieldChange, 'on' | 'channel' | 'name'>,
  base: readonly DProperty[],
  head: readonly DProperty[],
  skip: ReadonlySet<string> = new Set(),
): FieldChange | undefined {
  const byType = (ps: readonly DProperty[]): Map<string, string> => {
    const m = new Map<string, string[]>();
    for (const p of ps) {
      if (skip.has(p.type)) continue;
      const l = m.get(p.type) ?? [];
      l.push(canonical(p.value));
      m.set(p.type, l);
    }
    return new Map([...m].map(([t, vs]) => [t, vs.sort().join(',')]));
  };
  const b = byType(base);
  const h = byType(head);
  const added = [...h.keys()].filter((t) => !b.has(t)).sort(byName);
  const removed = [...b.keys()].filter((t) => !h.has(t)).sort(byName);
  const changed = [...h.keys()].filter((t) => b.has(t) && b.get(t) !== h.get(t)).sort(byName);
  if (added.length + removed.length + changed.length === 0) return undefined;
  return {
    ...where,
    field: 'properties',
    change: added.length > 0 && b.size === 0 ? 'added' : removed.length > 0 && h.size === 0 ? 'removed' : 'changed',
    ...(added.length > 0 ? { added } : {}),
    ...(removed.length > 0 ? { removed } : {}),
    ...(changed.length > 0 ? { changed } : {}),
  };
}

/** The olm.package document's own fields (formatting and key order aside). */
export function packageFieldChanges(base: DPackage, head: DPackage): FieldChange[] {
  if (sameDocumentText(base.doc, head.doc)) return [];
  const b = documentValue(base.doc);
  const h = documentValue(head.doc);
  if (!isJsonObject(b) || !isJsonObject(h)) return [];
  const out: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(b), ...Object.keys(h)])].filter((k) => k !== 'schema' && k !== 'name');
  for (const k of keys.sort(byName)) {
    // Property types are what a reader can act on; their values may be icons or long text.
    const c =
      k === 'properties'
        ? propertyChange({ on: 'package' }, base.properties, head.properties)
        : valueChange({ on: 'package' }, k, b[k], h[k], k !== 'description' && k !== 'icon');
    if (c) out.push(c);
  }
  return out;
}

function entryChanges(channel: string, b: DEntry, h: DEntry): FieldChange[] {
  if (sameDeclaration(b, h)) return [];
  const where = { on: 'entry' as const, channel, name: h.name };
  const out: FieldChange[] = [];
  const scalar = (field: 'replaces' | 'skipRange'): void => {
    const c = valueChange(where, field, b[field] || undefined, h[field] || undefined, true);
    if (c) out.push(c);
  };
  scalar('replaces');
  const added = h.skips.filter((s) => !b.skips.includes(s));
  const removed = b.skips.filter((s) => !h.skips.includes(s));
  if (added.length + removed.length > 0)
    out.push({
      ...where,
      field: 'skips',
      change: b.skips.length === 0 ? 'added' : h.skips.length === 0 ? 'removed' : 'changed',
      ...(added.length > 0 ? { added } : {}),
      ...(removed.length > 0 ? { removed } : {}),
    });
  scalar('skipRange');
  return out;
}

/** Entries of a channel both sides have whose declaration changed, and the channel's properties. */
export function channelFieldChanges(base: MChannel, head: MChannel): FieldChange[] {
  if (base.doc && head.doc && sameDocumentText(base.doc.doc, head.doc.doc)) return [];
  const out: FieldChange[] = [];
  const byEntry = new Map(base.entries.map((e) => [e.name, e]));
  for (const h of head.entries) {
    const b = byEntry.get(h.name);
    if (b) out.push(...entryChanges(head.name, b, h));
  }
  const props = propertyChange(
    { on: 'channel', channel: head.name },
    base.doc?.properties ?? [],
    head.doc?.properties ?? [],
  );
  if (props) out.push(props);
  return out;
}
