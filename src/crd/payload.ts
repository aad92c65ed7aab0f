// The CRDs a bundle carries in its `olm.bundle.object` properties, decoded on demand (the loader
// keeps no payloads): base64, then JSON or YAML, then the CRD model. A bundle that carries only
// `olm.csv.metadata` has no objects in the catalog at all.
import { payloadText } from '../catalog/bundle-objects.js';
import { decodeYamlFull } from '../catalog/goyaml/full.js';
import { isJsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { documentValue } from '../catalog/redecode.js';
import type { DBundle } from '../catalog/declcfg.js';
import { isCrdObject, parseCrd, type Crd, type CrdResult } from './crd-model.js';

/** Where a CRD was read: a property of the bundle (its index, for positions), or a file of its image. */
export type CrdOrigin =
  { readonly index: number; readonly file?: undefined } | { readonly index?: undefined; readonly file: string };

export type BundleCrd = CrdOrigin & { readonly crd: Crd };

export type Unreadable = CrdOrigin & {
  /** The CRD's name when it got that far. */
  readonly name: string;
  readonly error: string;
};

/** How a message names where a CRD was read. */
export const originOf = (o: CrdOrigin): string => o.file ?? `properties[${o.index}]`;

export interface BundleCrds {
  /** Whether the bundle has any `olm.bundle.object` at all. */
  readonly hasObjects: boolean;
  /** No objects but `olm.csv.metadata`: what opm renders when the objects are left in the image. */
  readonly metadataOnly: boolean;
  readonly crds: ReadonlyMap<string, BundleCrd>;
  readonly unreadable: readonly Unreadable[];
  /** Why the bundle image could not give the CRDs the catalog lacks (registry access on). */
  readonly imageProblem?: string;
}

// opm renders objects as JSON with sorted keys: apiVersion, then kind, at the very start.
const LEADING_KIND = /^\s*\{\s*"apiVersion"\s*:\s*"[^"\\]*"\s*,\s*"kind"\s*:\s*"([^"\\]*)"/;

function decodePayload(data: string): { ok: true; value: JsonValue } | { ok: false; error: string } {
  // Most objects are CSVs and other kinds: skip them by their first bytes, or their text, unparsed.
  const lead = LEADING_KIND.exec(
    Buffer.from(
      data
        .slice(0, 256)
        .replace(/[^A-Za-z0-9+/]/g, '')
        .slice(0, 240),
      'base64',
    ).toString('latin1'),
  );
  if (lead && lead[1] !== 'CustomResourceDefinition') return { ok: true, value: null };
  return decodeObjectText(payloadText(data));
}

/** An object's JSON or YAML text, decoded only when it may be a CRD (null otherwise). */
function decodeObjectText(text: string): { ok: true; value: JsonValue } | { ok: false; error: string } {
  if (!text.includes('CustomResourceDefinition')) return { ok: true, value: null };
  if (text.trimStart().startsWith('{')) {
    try {
      return { ok: true, value: JSON.parse(text) as JsonValue };
    } catch (e) {
      return { ok: false, error: `payload is not valid JSON (${(e as Error).message})` };
    }
  }
  const r = decodeYamlFull(text);
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: `payload is neither JSON nor YAML (${r.error})` };
}

/**
 * Decoded objects by the text decoded (a payload's base64, a bundle image's file): bundles of one
 * package mostly repeat their CRDs, and one text decoded once is one Crd, which the check compares
 * with nothing when both sides hold it.
 */
export type DecodeCache = Map<string, CrdResult | string | null>;

let decodes = 0;
/** Payload texts decoded so far (a work counter for tests). */
export const payloadDecodeWork = (): number => decodes;

const crdOf = (decoded: ReturnType<typeof decodeObjectText>): CrdResult | string | null => {
  if (!decoded.ok) return decoded.error;
  return isCrdObject(decoded.value) ? parseCrd(decoded.value) : null;
};

const decodeCrd = (data: string): CrdResult | string | null => {
  decodes++;
  return crdOf(decodePayload(data));
};

/** The CRD an object's JSON or YAML text holds, why it cannot be read, or null for another kind. */
export const decodeCrdText = (text: string): CrdResult | string | null => crdOf(decodeObjectText(text));

/** The `data` of each `olm.bundle.object` of a bundle, in order (undefined where there is none). */
export function objectData(b: DBundle): (string | undefined)[] {
  const doc = documentValue(b.doc);
  const props = isJsonObject(doc) ? goField(doc, 'properties') : undefined;
  return b.properties
    .filter((p) => p.type === 'olm.bundle.object')
    .map((p) => {
      const value = Array.isArray(props) ? props[p.index] : undefined;
      const holder = isJsonObject(value) ? goField(value, 'value') : undefined;
      const data = isJsonObject(holder) ? goField(holder, 'data') : undefined;
      return typeof data === 'string' ? data : undefined;
    });
}

function bundleCrds(b: DBundle, cache: DecodeCache): BundleCrds {
  const objects = b.properties.filter((p) => p.type === 'olm.bundle.object');
  const crds = new Map<string, BundleCrd>();
  const unreadable: Unreadable[] = [];
  if (objects.length === 0)
    return {
      hasObjects: false,
      metadataOnly: b.properties.some((p) => p.type === 'olm.csv.metadata'),
      crds,
      unreadable,
    };
  const datas = objectData(b);
  for (const [i, p] of objects.entries()) {
    const data = datas[i];
    if (data === undefined) continue; // invalid-bundle-object already says why
    let r = cache.get(data);
    if (r === undefined) cache.set(data, (r = decodeCrd(data)));
    if (r === null) continue;
    if (typeof r === 'string') {
      unreadable.push({ index: p.index, name: '', error: r });
      continue;
    }
    if (r.ok) crds.set(r.crd.name, { crd: r.crd, index: p.index });
    else unreadable.push({ index: p.index, name: r.name, error: r.error });
  }
  return { hasObjects: true, metadataOnly: false, crds, unreadable };
}

/** A bundle's CRDs as the catalog carries them. */
export type CrdReader = (b: DBundle) => BundleCrds;

/**
 * One run's reader: each bundle's document read once and each payload text decoded once, however
 * many checks of the run (which edges need checking, the check, base's findings) ask. Bundles of
 * one package, and base and head, mostly repeat their CRDs, and one text decoded once is one Crd,
 * which the check compares with nothing when both sides hold it.
 */
export function crdReader(): CrdReader {
  const payloads: DecodeCache = new Map();
  const read = new WeakMap<DBundle, BundleCrds>();
  return (b) => {
    let c = read.get(b);
    if (!c) read.set(b, (c = bundleCrds(b, payloads)));
    return c;
  };
}
