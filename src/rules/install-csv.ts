// What the installability rules read of a bundle's ClusterServiceVersion: its install modes, the
// API services it owns, its minKubeVersion and its webhooks. A catalog carries them in
// olm.csv.metadata (opm's property.CSVMetadata, which has no webhooks) or in the CSV among the
// olm.bundle.object payloads; else only the bundle image has them (manifests/, read by the
// pipeline when registry access is on). The loader keeps neither value: the document is read again.
import { decodePayloadText, isCsv, payloadText } from '../catalog/bundle-objects.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { readInstallModes, type InstallMode } from '../catalog/install-modes.js';
import { goField } from '../catalog/meta.js';
import { documentValue } from '../catalog/redecode.js';
import type { DBundle, Path } from '../catalog/declcfg.js';

export interface Webhook {
  /** ValidatingAdmissionWebhook, MutatingAdmissionWebhook or ConversionWebhook. */
  readonly type: string;
  readonly name: string;
}

export interface CsvFacts {
  /** Where they were read, for messages: `olm.csv.metadata`, `olm.bundle.object`, or the image's file. */
  readonly from: string;
  /** Where a finding about the CSV points: the property it was read from (none for an image). */
  readonly path?: Path;
  readonly installModes: readonly InstallMode[];
  /** Names (or group/version kind) of the API services the CSV owns. */
  readonly ownedApiServices: readonly string[];
  readonly minKubeVersion: string;
  /** undefined: the source does not carry them (olm.csv.metadata). */
  readonly webhooks?: readonly Webhook[];
}

/** The CSV as the installability rules read it, from the parts of a CSV or of olm.csv.metadata. */
export interface CsvFields {
  readonly installModes?: JsonValue | undefined;
  readonly apiServices?: JsonValue | undefined;
  readonly minKubeVersion?: JsonValue | undefined;
  readonly webhooks?: JsonValue | undefined;
}

const list = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);
const text = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const field = (v: JsonValue | undefined, name: string): JsonValue | undefined =>
  isJsonObject(v) ? goField(v, name) : undefined;

function apiName(d: JsonValue): string {
  const name = text(field(d, 'name'));
  if (name !== '') return name;
  return `${text(field(d, 'group'))}/${text(field(d, 'version'))} ${text(field(d, 'kind'))}`;
}

/** Facts from a CSV's (or olm.csv.metadata's) fields. */
export function factsOf(fields: CsvFields, from: string, path?: Path): CsvFacts {
  const facts: CsvFacts = {
    from,
    ...(path ? { path } : {}),
    installModes: readInstallModes(fields.installModes),
    ownedApiServices: list(field(fields.apiServices, 'owned')).map(apiName),
    minKubeVersion: text(fields.minKubeVersion).trim(),
  };
  if (fields.webhooks === undefined) return facts;
  const webhooks = list(fields.webhooks).map((w) => ({
    type: text(field(w, 'type')),
    name: text(field(w, 'generateName')),
  }));
  return { ...facts, webhooks };
}

/** Facts from a whole ClusterServiceVersion (a bundle object's payload, or a file of the image). */
export function csvFacts(csv: JsonObject, from: string, path?: Path): CsvFacts {
  const spec = field(csv, 'spec');
  return factsOf(
    {
      installModes: field(spec, 'installModes'),
      apiServices: field(spec, 'apiservicedefinitions'),
      minKubeVersion: field(spec, 'minKubeVersion'),
      // A CSV without webhookdefinitions has none: unlike olm.csv.metadata, it would carry them.
      webhooks: field(spec, 'webhookdefinitions') ?? [],
    },
    from,
    path,
  );
}

/** A manifest's text, decoded when it is a ClusterServiceVersion. */
function csvOfText(src: string): JsonObject | undefined {
  if (!src.includes('ClusterServiceVersion')) return undefined;
  const v = decodePayloadText(src);
  return isCsv(v) ? v : undefined;
}

/** Whether the entry carries olm.csv.metadata or any olm.bundle.object (where a CSV would be). */
export const hasCatalogCsv = (b: DBundle): boolean =>
  b.properties.some((p) => (p.type === 'olm.csv.metadata' || p.type === 'olm.bundle.object') && p.present);

/**
 * The CSV facts of a bundle's catalog entry: olm.csv.metadata first (what OLM and the console read
 * on OpenShift 4.17 and later), else the CSV among its olm.bundle.object payloads; undefined when
 * the entry carries neither (the image alone has the CSV).
 */
export function catalogCsvFacts(b: DBundle): CsvFacts | undefined {
  const meta = b.properties.find((p) => p.type === 'olm.csv.metadata' && p.present && !p.invalid);
  const objects = b.properties.filter((p) => p.type === 'olm.bundle.object' && p.present && !p.invalid);
  if (!meta && objects.length === 0) return undefined;
  const props = list(field(documentValue(b.doc), 'properties'));
  if (meta) {
    const v = field(props[meta.index], 'value');
    return factsOf(
      {
        installModes: field(v, 'installModes'),
        apiServices: field(v, 'apiServiceDefinitions'),
        minKubeVersion: field(v, 'minKubeVersion'),
      },
      'olm.csv.metadata',
      ['properties', meta.index],
    );
  }
  for (const p of objects) {
    const data = field(field(props[p.index], 'value'), 'data');
    const csv = typeof data === 'string' ? csvOfText(payloadText(data)) : undefined;
    if (csv) return csvFacts(csv, 'the olm.bundle.object CSV', ['properties', p.index]);
  }
  return undefined;
}

/** A file of a bundle image (as the registry adapter reads them). */
export interface ManifestFile {
  readonly path: string;
  readonly content: Uint8Array;
}

// A bundle's manifests are YAML or JSON files; OLM reads the first object of each.
const MANIFEST = /\.(ya?ml|json)$/i;

/** The CSV facts of a bundle image's manifests/ files (the first CSV by path); undefined without one. */
export function imageCsvFacts(image: string, files: readonly ManifestFile[]): CsvFacts | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const f of sorted) {
    if (!MANIFEST.test(f.path)) continue;
    const csv = csvOfText(decoder.decode(f.content));
    if (csv) return csvFacts(csv, `${f.path} in ${image}`);
  }
  return undefined;
}
