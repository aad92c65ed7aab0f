// What the install plan reads of a bundle from its catalog entry: the install modes its CSV
// supports (olm.csv.metadata, or the CSV among its olm.bundle.object manifests) and, when the
// catalog holds the manifests, the CSV and the other objects OLM would create. Loading keeps
// neither (olm.csv.metadata is skimmed, objects are only checked), so the bundle's document is
// read again: the plan looks at a handful of bundles, never a whole catalog.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { documentValue } from '../catalog/redecode.js';
import type { MBundle } from '../model/catalog-model.js';
import type { InstallMode } from '../model/install-plan.js';
import { decodeObject, isCsv } from './bundle-csv.js';

export type { InstallMode };

/** In the order the plan prefers them: the widest OLM classic and OLM v1 both install first. */
export const INSTALL_MODES: readonly InstallMode[] = [
  'AllNamespaces',
  'OwnNamespace',
  'SingleNamespace',
  'MultiNamespace',
];

export interface BundleFacts {
  readonly name: string;
  /** The install modes marked supported; undefined when the catalog does not say. */
  readonly installModes?: ReadonlySet<InstallMode>;
  /** The CSV, when the catalog carries it as an olm.bundle.object. */
  readonly csv?: JsonObject;
  /** The bundle's other manifests carried as olm.bundle.object (CRDs, services, roles…). */
  readonly objects: readonly JsonObject[];
}

function modesOf(list: JsonValue | undefined): Set<InstallMode> | undefined {
  if (!Array.isArray(list)) return undefined;
  const out = new Set<InstallMode>();
  for (const m of list)
    if (isJsonObject(m) && m.supported === true && INSTALL_MODES.includes(m.type as InstallMode))
      out.add(m.type as InstallMode);
  return out;
}

const specOf = (o: JsonObject): JsonObject => (isJsonObject(o.spec) ? o.spec : {});

export function bundleFacts(b: MBundle): BundleFacts {
  const doc = documentValue(b.doc.doc);
  const props = isJsonObject(doc) && Array.isArray(doc.properties) ? doc.properties : [];
  let metadataModes: Set<InstallMode> | undefined;
  let csv: JsonObject | undefined;
  const objects: JsonObject[] = [];
  for (const p of props) {
    if (!isJsonObject(p)) continue;
    if (p.type === 'olm.csv.metadata' && isJsonObject(p.value)) metadataModes ??= modesOf(p.value.installModes);
    if (p.type !== 'olm.bundle.object') continue;
    const o = decodeObject(p.value);
    if (isCsv(o)) csv ??= o;
    else if (isJsonObject(o)) objects.push(o);
  }
  const installModes = metadataModes ?? (csv ? modesOf(specOf(csv).installModes) : undefined);
  return { name: b.doc.name, ...(installModes ? { installModes } : {}), ...(csv ? { csv } : {}), objects };
}

/** The CSV's install strategy: `spec.install.spec`. */
export function installSpec(csv: JsonObject): JsonObject {
  const install = specOf(csv).install;
  return isJsonObject(install) && isJsonObject(install.spec) ? install.spec : {};
}

/** The names of the CRDs a CSV owns (`spec.customresourcedefinitions.owned[].name`). */
export function ownedCrdNames(csv: JsonObject): string[] {
  const crds = specOf(csv).customresourcedefinitions;
  const owned = isJsonObject(crds) && Array.isArray(crds.owned) ? crds.owned : [];
  return owned.flatMap((o) => (isJsonObject(o) && typeof o.name === 'string' && o.name !== '' ? [o.name] : []));
}
