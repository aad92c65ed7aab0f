// The APIs a bundle provides and requires, and its related images, read from its objects as
// operator-registry's Bundle and ClusterServiceVersion read them (pkg/registry bundle.go, csv.go).
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { comparePaths } from '../catalog/load.js';

export interface ApiKey {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly plural: string;
}

export const apiId = (k: ApiKey): string => JSON.stringify([k.group, k.version, k.kind, k.plural]);

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const obj = (v: JsonValue | undefined): JsonObject => (v !== undefined && isJsonObject(v) ? v : {});
const list = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);

/** spec.<section>.<owned|required> of the CSV, its entries as Go's typed structs read them. */
function descriptions(spec: JsonObject, section: string, which: 'owned' | 'required'): JsonObject[] {
  return list(goField(obj(goField(spec, section)), which)).map((d) => obj(d));
}

/** Owned CRD or API service descriptions (`name` is plural.group for a CRD), as keys. */
function describedApis(spec: JsonObject, which: 'owned' | 'required'): { crds: ApiKey[]; services: ApiKey[] } {
  const crds = descriptions(spec, 'customresourcedefinitions', which).map((d) => {
    const name = str(goField(d, 'name'));
    const dot = name.indexOf('.');
    return {
      group: dot < 0 ? '' : name.slice(dot + 1),
      version: str(goField(d, 'version')),
      kind: str(goField(d, 'kind')),
      plural: dot < 0 ? name : name.slice(0, dot),
      ...(dot < 0 ? { unparsable: true } : {}),
    };
  });
  const services = descriptions(spec, 'apiservicedefinitions', which).map((d) => ({
    group: str(goField(d, 'group')),
    version: str(goField(d, 'version')),
    kind: str(goField(d, 'kind')),
    plural: str(goField(d, 'name')),
  }));
  return { crds, services };
}

/** What the bundle provides: each version of each CRD it holds, and the API services its CSV owns. */
export function providedApis(objects: readonly JsonObject[], spec: JsonObject): Map<string, ApiKey> {
  const out = new Map<string, ApiKey>();
  const add = (k: ApiKey): void => void out.set(apiId(k), k);
  for (const o of objects) {
    if (o['kind'] !== 'CustomResourceDefinition') continue;
    const apiVersion = str(o['apiVersion']);
    const version = apiVersion.slice(apiVersion.lastIndexOf('/') + 1);
    if (version !== 'v1' && version !== 'v1beta1') continue;
    const crdSpec = obj(o['spec']);
    const names = obj(crdSpec['names']);
    const base = { group: str(crdSpec['group']), kind: str(names['kind']), plural: str(names['plural']) };
    for (const v of list(crdSpec['versions'])) add({ ...base, version: str(obj(v)['name']) });
    if (version === 'v1beta1' && str(crdSpec['version']) !== '') add({ ...base, version: str(crdSpec['version']) });
  }
  for (const k of describedApis(spec, 'owned').services) add(k);
  return out;
}

/** Why opm refuses the bundle's owned APIs (an owned CRD the bundle lacks), or undefined. */
export function ownedApiProblem(provided: Map<string, ApiKey>, spec: JsonObject): string | undefined {
  for (const k of describedApis(spec, 'owned').crds) {
    if ('unparsable' in k) return `its CSV owns a CRD named ${JSON.stringify(k.plural)}, not <plural>.<group>`;
    if (!provided.has(apiId(k)))
      return `its CSV owns ${k.plural}.${k.group} ${k.version} ${k.kind}, which no CRD of the bundle provides`;
  }
  return undefined;
}

/** What the CSV requires: its required CRDs and API services. */
export function requiredApis(spec: JsonObject): ApiKey[] | string {
  const { crds, services } = describedApis(spec, 'required');
  const bad = crds.find((k) => 'unparsable' in k);
  if (bad) return `its CSV requires a CRD named ${JSON.stringify(bad.plural)}, not <plural>.<group>`;
  return [...crds, ...services];
}

export interface RelatedImage {
  readonly name: string;
  readonly image: string;
}

/**
 * opm's related images: the CSV's spec.relatedImages as written, then the bundle image and the
 * images of the deployment install strategy's containers and init containers not already listed
 * (unnamed), sorted by image.
 */
export function relatedImages(spec: JsonObject, bundleImage: string): RelatedImage[] | string {
  const written = spec['relatedImages'];
  const out: RelatedImage[] = [];
  if (written !== undefined && written !== null) {
    if (!Array.isArray(written)) return 'its CSV spec.relatedImages is not a list';
    for (const r of written) {
      if (r === null) {
        out.push({ name: '', image: '' });
        continue;
      }
      const name = isJsonObject(r) ? (goField(r, 'name') ?? '') : undefined;
      const image = isJsonObject(r) ? (goField(r, 'image') ?? '') : undefined;
      if (typeof name !== 'string' || typeof image !== 'string')
        return 'its CSV spec.relatedImages holds an entry that is not {name, image} strings';
      out.push({ name, image });
    }
  }
  const seen = new Set(out.map((r) => r.image));
  if (bundleImage !== '' && !seen.has(bundleImage)) out.push({ name: '', image: bundleImage });
  const install = obj(goField(spec, 'install'));
  if (goField(install, 'strategy') === 'deployment') {
    for (const d of list(goField(obj(goField(install, 'spec')), 'deployments'))) {
      const pod = obj(goField(obj(goField(obj(goField(obj(d), 'spec')), 'template')), 'spec'));
      for (const c of [...list(goField(pod, 'containers')), ...list(goField(pod, 'initContainers'))]) {
        const image = str(goField(obj(c), 'image'));
        if (!seen.has(image)) out.push({ name: '', image });
        seen.add(image);
      }
    }
  }
  // Stable where opm's sort.Slice is not: two entries of one image keep the CSV's order.
  return out.sort((a, b) => comparePaths(a.image, b.image));
}
