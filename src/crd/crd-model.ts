// A CustomResourceDefinition as the upgrade check reads it: scope, versions (served, storage,
// schema) and whether conversion goes through a webhook. Built from a decoded bundle object;
// anything the Kubernetes API would not decode is a reason, not a crash.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { schemaError } from './schema.js';

export interface CrdVersion {
  readonly name: string;
  readonly served: boolean;
  readonly storage: boolean;
  /** The openAPIV3Schema as written (an empty schema when the version has none): compared in
   * normal form node by node, and checked for shape (schemaProblem) only when compared. */
  readonly schema: JsonObject;
}

export interface Crd {
  readonly name: string;
  readonly scope: string;
  readonly versions: readonly CrdVersion[];
  readonly webhookConversion: boolean;
}

const problems = new WeakMap<Crd, string | null>();

/** Why a version schema of the CRD would not decode, if one would not. */
export function schemaProblem(crd: Crd): string | undefined {
  let p = problems.get(crd);
  if (p === undefined) {
    p = null;
    for (const [i, v] of crd.versions.entries()) {
      const e = schemaError(v.schema, `spec.versions[${i}].schema.openAPIV3Schema`);
      if (e) {
        p = e;
        break;
      }
    }
    problems.set(crd, p);
  }
  return p ?? undefined;
}

export type CrdResult = { ok: true; crd: Crd } | { ok: false; name: string; error: string };

/** Whether a decoded object is a CRD at all (any apiVersion of apiextensions.k8s.io). */
export function isCrdObject(v: JsonValue): v is JsonObject {
  return (
    isJsonObject(v) &&
    v.kind === 'CustomResourceDefinition' &&
    typeof v.apiVersion === 'string' &&
    v.apiVersion.startsWith('apiextensions.k8s.io/')
  );
}

function parseVersion(v: JsonValue, i: number): CrdVersion | string {
  if (!isJsonObject(v)) return `spec.versions[${i}] is not an object`;
  if (typeof v.name !== 'string' || v.name === '') return `spec.versions[${i}] has no name`;
  for (const flag of ['served', 'storage'] as const) {
    if (v[flag] !== undefined && typeof v[flag] !== 'boolean')
      return `spec.versions[${i}].${flag} must be true or false`;
  }
  let schema: JsonObject = {};
  if (v.schema !== undefined && v.schema !== null) {
    if (!isJsonObject(v.schema)) return `spec.versions[${i}].schema is not an object`;
    const raw = v.schema.openAPIV3Schema;
    if (raw !== undefined && raw !== null) {
      if (!isJsonObject(raw)) return `spec.versions[${i}].schema.openAPIV3Schema is not an object`;
      schema = raw;
    }
  }
  return { name: v.name, served: v.served === true, storage: v.storage === true, schema };
}

/** The CRD of a decoded `apiextensions.k8s.io/v1` object, or why it cannot be checked. */
export function parseCrd(obj: JsonObject): CrdResult {
  const md = obj.metadata;
  const name = isJsonObject(md) && typeof md.name === 'string' ? md.name : '';
  const fail = (error: string): CrdResult => ({ ok: false, name, error });
  if (name === '') return fail('has no metadata.name');
  if (obj.apiVersion !== 'apiextensions.k8s.io/v1')
    return fail(
      `is ${String(obj.apiVersion)}, which Kubernetes no longer serves (only apiextensions.k8s.io/v1 is checked)`,
    );
  const spec = obj.spec;
  if (!isJsonObject(spec)) return fail('has no spec object');
  if (spec.scope !== undefined && typeof spec.scope !== 'string') return fail('spec.scope is not a string');
  if (!Array.isArray(spec.versions)) return fail('spec.versions is not a list');
  const versions: CrdVersion[] = [];
  for (const [i, v] of spec.versions.entries()) {
    const p = parseVersion(v, i);
    if (typeof p === 'string') return fail(p);
    versions.push(p);
  }
  const conv = spec.conversion;
  const webhookConversion = isJsonObject(conv) && conv.strategy === 'Webhook';
  const scope = typeof spec.scope === 'string' ? spec.scope : '';
  return { ok: true, crd: { name, scope, versions, webhookConversion } };
}
