// What the install plan reads of a bundle from its catalog entry: the install modes its CSV
// supports and, when the catalog holds the manifests, the CSV and the other objects OLM would
// create. The install modes are the installability rules' reading (catalogCsvFacts: the same
// source, olm.csv.metadata else the CSV among the olm.bundle.object manifests, and the same
// decoding), so the plan never installs what a rule says OLM refuses, or the reverse. Loading keeps
// neither (olm.csv.metadata is skimmed, objects are only checked), so the bundle's document is
// read again: the plan looks at a handful of bundles, never a whole catalog.
import { isJsonObject, type JsonObject } from '../catalog/goyaml/json-value.js';
import { supportedInstallModes, type InstallModeType } from '../catalog/install-modes.js';
import { goField } from '../catalog/meta.js';
import { documentValue } from '../catalog/redecode.js';
import type { MBundle } from '../model/catalog-model.js';
import { catalogCsvFacts } from '../rules/install-csv.js';
import { classicModeRefusal } from '../rules/install-classic.js';
import { isCsv } from '../catalog/bundle-objects.js';
import { decodeObject } from './bundle-csv.js';

/** In the order the plan prefers them: the widest OLM classic and OLM v1 both install first. */
export const INSTALL_MODES: readonly InstallModeType[] = [
  'AllNamespaces',
  'OwnNamespace',
  'SingleNamespace',
  'MultiNamespace',
];

export interface BundleFacts {
  readonly name: string;
  /** The install modes some entry marks supported; undefined when the catalog carries no CSV to say. */
  readonly installModes?: ReadonlySet<InstallModeType>;
  /** Why OLM classic fits no OperatorGroup to its CSV (install-classic-install-mode's words), if so. */
  readonly classicRefusal?: string;
  /** The CSV, when the catalog carries it as an olm.bundle.object. */
  readonly csv?: JsonObject;
  /** The bundle's other manifests carried as olm.bundle.object (CRDs, services, roles…). */
  readonly objects: readonly JsonObject[];
}

const specOf = (o: JsonObject): JsonObject => (isJsonObject(o.spec) ? o.spec : {});

export function bundleFacts(b: MBundle): BundleFacts {
  // The loader's reading of the properties (Go's field names, any case), the one the rules read too.
  const doc = documentValue(b.doc.doc);
  const raw = isJsonObject(doc) ? goField(doc, 'properties') : undefined;
  let csv: JsonObject | undefined;
  const objects: JsonObject[] = [];
  for (const p of b.doc.properties) {
    if (p.type !== 'olm.bundle.object' || !p.present || p.invalid) continue;
    const prop = Array.isArray(raw) ? raw[p.index] : undefined;
    const o = decodeObject(isJsonObject(prop) ? goField(prop, 'value') : undefined);
    if (isCsv(o)) csv ??= o;
    else if (isJsonObject(o)) objects.push(o);
  }
  const facts = catalogCsvFacts(b.doc);
  const installModes = facts && supportedInstallModes(facts.installModes);
  const classicRefusal = facts && classicModeRefusal(facts.installModes);
  return {
    name: b.doc.name,
    ...(installModes ? { installModes } : {}),
    ...(classicRefusal ? { classicRefusal } : {}),
    ...(csv ? { csv } : {}),
    objects,
  };
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
