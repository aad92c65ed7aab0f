// Bundles are immutable once published: compare a bundle's document in base and head as
// decoded content. Formatting, key order, property order and keys OLM ignores inside known
// property types are no change; olm.csv.metadata and the olm.bundle.object CSV it is derived
// from are the same content; presentation text changed in place is kept apart (`display`).
// Bundle object payloads are decoded only when the raw properties differ.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { documentValue } from '../catalog/redecode.js';
import type { RawDocument } from '../catalog/types.js';
import { parseImageRef } from '../rules/imageref.js';
import { changedKeys, csvMetadataView, csvView, decodeObject, metadataView, type CsvView } from './bundle-csv.js';
import { isCsv } from '../catalog/bundle-objects.js';
import { compareImages, type ImageComparison } from '../images/same-image.js';
import { canonical } from '../catalog/canonical-json.js';
import { sameDocumentText } from '../catalog/same-text.js';

export { canonical } from '../catalog/canonical-json.js';

export interface BundleComparison {
  readonly image: ImageComparison;
  readonly baseImage: string;
  readonly headImage: string;
  /** What changed in place that OLM or catalog clients act on. */
  readonly content: string[];
  /** Presentation (descriptions, names, icons) changed in place. */
  readonly display: string[];
}

interface Prop {
  readonly type: string;
  readonly value: JsonValue | undefined;
}

// The fields opm and OLM read from known property types: other keys are ignored by both. A Map:
// a property type is catalog text, and `constructor` must not find Object's.
const KNOWN: ReadonlyMap<string, readonly string[]> = new Map([
  ['olm.package', ['packageName', 'version', 'release']],
  ['olm.package.required', ['packageName', 'versionRange']],
  ['olm.gvk', ['group', 'version', 'kind']],
  ['olm.gvk.required', ['group', 'version', 'kind']],
]);
const CSV_TYPES = new Set(['olm.bundle.object', 'olm.csv.metadata']);

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');

function props(doc: JsonObject): Prop[] {
  const list = goField(doc, 'properties');
  if (!Array.isArray(list)) return [];
  return list.map((p) =>
    isJsonObject(p) ? { type: String(goField(p, 'type') ?? ''), value: goField(p, 'value') } : { type: '', value: p },
  );
}

function known(p: Prop): string {
  const fields = KNOWN.get(p.type);
  if (!fields || !isJsonObject(p.value)) return canonical({ type: p.type, value: p.value ?? null });
  const value: JsonObject = {};
  for (const f of fields) {
    const v = goField(p.value, f);
    if (v !== undefined) value[f] = v;
  }
  return canonical({ type: p.type, value });
}

const set = (xs: readonly string[]): string => [...new Set(xs)].sort().join(',');

/** Related images by what they pull: a digest names the image, whatever its tag. The bundle's
 * own image, which opm lists among them, is the image rules' to judge. */
function relatedImages(doc: JsonObject, self: string): string {
  const list = goField(doc, 'relatedImages');
  if (!Array.isArray(list)) return '';
  return set(
    list.flatMap((r) => {
      const image = isJsonObject(r) ? str(goField(r, 'image')) : '';
      if (image !== '' && image === self) return [];
      const ref = parseImageRef(image);
      return [ref ? (ref.digest ?? `${ref.name}:${ref.tag ?? 'latest'}`) : image || canonical(r)];
    }),
  );
}

/** One side's CSV: the decoded bundle objects and the olm.csv.metadata value, if any. */
interface CsvSide {
  readonly csv?: JsonObject;
  readonly others: string;
  readonly hasObjects: boolean;
  readonly meta?: JsonValue;
}

function csvSide(ps: readonly Prop[]): CsvSide {
  const objects = ps.filter((p) => p.type === 'olm.bundle.object').map((p) => decodeObject(p.value) ?? p.value ?? null);
  const csv = objects.find(isCsv);
  const meta = ps.find((p) => p.type === 'olm.csv.metadata')?.value;
  return {
    ...(csv ? { csv } : {}),
    others: set(objects.filter((o) => o !== csv).map(canonical)),
    hasObjects: objects.length > 0,
    ...(meta !== undefined ? { meta } : {}),
  };
}

const metaOf = (s: CsvSide): CsvView =>
  s.meta !== undefined
    ? metadataView(isJsonObject(s.meta) ? s.meta : {})
    : s.csv
      ? csvMetadataView(s.csv)
      : metadataView({});

function compareCsv(bp: readonly Prop[], hp: readonly Prop[], content: string[], display: string[]): void {
  const raw = (ps: readonly Prop[]) =>
    ps
      .filter((p) => CSV_TYPES.has(p.type))
      .map((p) => canonical({ type: p.type, value: p.value ?? null }))
      .join(',');
  if (raw(bp) === raw(hp)) return;
  const b = csvSide(bp);
  const h = csvSide(hp);
  const note = (label: string, x: CsvView, y: CsvView): void => {
    const c = changedKeys(x.content, y.content);
    if (c.length > 0) content.push(`${label} (${c.join(', ')})`);
    for (const k of changedKeys(x.display, y.display)) if (!display.includes(k)) display.push(k);
  };
  if (b.csv && h.csv) note('the CSV in olm.bundle.object', csvView(b.csv), csvView(h.csv));
  // A re-render that swaps bundle objects for the metadata of the same CSV compares the metadata.
  if (!(b.csv && h.csv) || b.meta !== undefined || h.meta !== undefined) note('olm.csv.metadata', metaOf(b), metaOf(h));
  if (b.hasObjects && h.hasObjects && b.others !== h.others) content.push('olm.bundle.object manifests');
}

const SAME: BundleComparison = { image: 'same', baseImage: '', headImage: '', content: [], display: [] };

export function compareBundle(base: RawDocument, head: RawDocument): BundleComparison {
  if (sameDocumentText(base, head)) return SAME;
  const b = documentValue(base);
  const h = documentValue(head);
  if (!isJsonObject(b) || !isJsonObject(h)) return { ...SAME, content: ['document'] };
  const baseImage = str(goField(b, 'image'));
  const headImage = str(goField(h, 'image'));
  const out: BundleComparison = {
    image: compareImages(baseImage, headImage),
    baseImage,
    headImage,
    content: [],
    display: [],
  };
  if (relatedImages(b, baseImage) !== relatedImages(h, headImage)) out.content.push('relatedImages');
  const bp = props(b);
  const hp = props(h);
  const plain = (ps: readonly Prop[]) => set(ps.filter((p) => !CSV_TYPES.has(p.type)).map(known));
  if (plain(bp) !== plain(hp)) out.content.push('properties');
  compareCsv(bp, hp, out.content, out.display);
  return out;
}
