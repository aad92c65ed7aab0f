// Kubernetes objects checked as the API server of test/kube/schemas would check a write — the one
// validator of the plan's tests and of the Kubernetes API emulator (emulator/api-spec.ts), which
// runs it on every object a request writes and every status a test scripts:
// OLM kinds against their CRD's openAPIV3Schema for the served version, core and RBAC kinds
// against Kubernetes 1.33's OpenAPI components (their $refs resolved inside each document). As the
// server with strict field validation (kubectl's default): unknown fields are errors unless the
// schema preserves them; `x-kubernetes-list-type` set/map items must be unique; int-or-string is
// an integer or a string; `x-kubernetes-validations` CEL rules run, with the strings extension and
// the regex library's `find` that Kubernetes' CEL environment has (transition rules, which need
// `oldSelf`, are not evaluated: neither a create nor these tests' updates need them; a rule calling
// another function of Kubernetes' library is listed in `unchecked`); names and namespaces follow
// the kind's scope.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import { celFunc, celMethod, CelScalar, isCelError, run } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';
import { parse } from 'yaml';

/** The published descriptions the API is read from (test/kube/schemas/README.md says where each comes from). */
export const SCHEMA_DIR = join(import.meta.dirname, 'schemas');
export const CRD_FILES: readonly string[] = [
  'olm.operatorframework.io_clustercatalogs.yaml',
  'olm.operatorframework.io_clusterextensions.yaml',
  'operators.coreos.com_catalogsources.yaml',
  'operators.coreos.com_clusterserviceversions.yaml',
  'operators.coreos.com_installplans.yaml',
  'operators.coreos.com_operatorgroups.yaml',
  'operators.coreos.com_subscriptions.yaml',
];
const OPENAPI = {
  core: 'kubernetes-1.33-api__v1.json',
  rbac: 'kubernetes-1.33-apis__rbac.authorization.k8s.io__v1.json',
} as const;
export const OPENAPI_FILES: readonly string[] = Object.values(OPENAPI);
const DIR = SCHEMA_DIR;

const documents = new Map<string, unknown>();
/** A Kubernetes OpenAPI document of test/kube/schemas, parsed once per process (read-only: shared). */
export function openApiDocument(file: string): unknown {
  let doc = documents.get(file);
  if (doc === undefined) documents.set(file, (doc = JSON.parse(readFileSync(join(DIR, file), 'utf8'))));
  return doc;
}
const OBJECT_META = 'k8s-core#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** CEL rules a check could not evaluate (a function @bufbuild/cel does not have), by rule text. */
export const unchecked = new Set<string>();

/** Every object schema with properties closed to others, unless it preserves unknown fields. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema))
    out[k] =
      k === 'properties' && isObject(v)
        ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, closed(s)]))
        : closed(v);
  if (
    isObject(out.properties) &&
    out.additionalProperties === undefined &&
    out['x-kubernetes-preserve-unknown-fields'] !== true
  )
    out.additionalProperties = false;
  return out;
}

// Kubernetes' regex library: `s.find(re)` is the first match of `re` in `s`, or "" (RE2 patterns;
// those of these CRDs mean the same in JavaScript).
const find = celMethod('find', CelScalar.STRING, [CelScalar.STRING], CelScalar.STRING, function (pattern) {
  return new RegExp(pattern).exec(this)?.[0] ?? '';
});
// Kubernetes' URL library, as far as the CRDs' status rules use it: isURL(s) as Go's url.ParseRequestURI (an
// absolute URL or an absolute path), url(s).getScheme(). A URL is carried as its string, getScheme a method on it.
const parsedUrl = (s: string): URL | undefined => {
  try {
    return new URL(s);
  } catch {
    return undefined;
  }
};
const isUrl = celFunc(
  'isURL',
  [CelScalar.STRING],
  CelScalar.BOOL,
  (s) => parsedUrl(s) !== undefined || /^\/\S*$/.test(s),
);
const url = celFunc('url', [CelScalar.STRING], CelScalar.STRING, (s) => s);
const getScheme = celMethod('getScheme', CelScalar.STRING, [], CelScalar.STRING, function () {
  return parsedUrl(this)?.protocol.replace(/:$/, '') ?? '';
});
const FUNCS = [...strings, find, isUrl, url, getScheme];

function celRules(rules: unknown, data: unknown): ErrorObject[] {
  const errors: ErrorObject[] = [];
  for (const r of Array.isArray(rules) ? rules : []) {
    if (!isObject(r) || typeof r.rule !== 'string' || /\boldSelf\b/.test(r.rule)) continue;
    const v = run(r.rule, { self: data as never }, { funcs: FUNCS });
    if (isCelError(v) && /unbound function/.test(v.message)) {
      unchecked.add(r.rule);
      continue;
    }
    if (v === true) continue;
    const message = typeof r.message === 'string' ? r.message : `failed rule: ${r.rule}`;
    errors.push({ keyword: 'x-kubernetes-validations', instancePath: '', schemaPath: '', params: {}, message });
  }
  return errors;
}

function uniqueItems(listType: unknown, keys: unknown, data: unknown): ErrorObject[] {
  if (!Array.isArray(data) || (listType !== 'set' && listType !== 'map')) return [];
  const keyOf = (item: unknown): string =>
    listType === 'map' && Array.isArray(keys) && isObject(item)
      ? JSON.stringify(keys.map((k) => item[k as string] ?? null))
      : JSON.stringify(item);
  const seen = new Set<string>();
  for (const item of data) {
    const k = keyOf(item);
    if (seen.has(k))
      return [
        {
          keyword: 'x-kubernetes-list-type',
          instancePath: '',
          schemaPath: '',
          params: {},
          message: `duplicate entry ${k} in a list of type ${listType}`,
        },
      ];
    seen.add(k);
  }
  return [];
}

function newAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false, code: { optimize: false } });
  type Check = ((schema: unknown, data: unknown, parent?: Json, cxt?: { instancePath: string }) => boolean) & {
    errors?: ErrorObject[];
  };
  const check = (errorsOf: (schema: unknown, data: unknown, parent: Json) => ErrorObject[]): Check => {
    const f: Check = (schema, data, parent, cxt) => {
      f.errors = errorsOf(schema, data, parent ?? {}).map((e) => ({ ...e, instancePath: cxt?.instancePath ?? '' }));
      return f.errors.length === 0;
    };
    return f;
  };
  ajv.addKeyword({ keyword: 'x-kubernetes-validations', errors: true, validate: check((s, d) => celRules(s, d)) });
  ajv.addKeyword({
    keyword: 'x-kubernetes-list-type',
    errors: true,
    validate: check((s, d, p) => uniqueItems(s, p['x-kubernetes-list-map-keys'], d)),
  });
  ajv.addKeyword({
    keyword: 'x-kubernetes-int-or-string',
    errors: true,
    validate: check((s, d) =>
      s === true && !(typeof d === 'string' || Number.isInteger(d))
        ? [
            {
              keyword: 'x-kubernetes-int-or-string',
              instancePath: '',
              schemaPath: '',
              params: {},
              message: 'must be an integer or a string',
            },
          ]
        : [],
    ),
  });
  return ajv;
}

interface Kind {
  readonly scope: 'Namespaced' | 'Cluster';
  /** Compiled when first asked for: a test compiles only the kinds it checks. */
  readonly validate: () => ValidateFunction;
}

function lazy(compile: () => ValidateFunction): () => ValidateFunction {
  let f: ValidateFunction | undefined;
  return () => (f ??= compile());
}

let theAjv: Ajv | undefined;

function loadKinds(): Map<string, Kind> {
  const ajv = (theAjv = newAjv());
  const kinds = new Map<string, Kind>();
  for (const [name, file] of Object.entries(OPENAPI)) {
    const doc = openApiDocument(file) as { components: { schemas: Json }; paths: Json };
    ajv.addSchema({ $id: `k8s-${name}`, components: { schemas: closed(doc.components.schemas) } } as AnySchema);
    // A kind's scope is where its collection takes a create: under /namespaces/{namespace}/ or not.
    for (const [path, item] of Object.entries(doc.paths)) {
      const gvk = isObject(item) && isObject(item.post) ? item.post['x-kubernetes-group-version-kind'] : undefined;
      if (!isObject(gvk) || path.endsWith('}')) continue;
      const apiVersion = gvk.group === '' ? String(gvk.version) : `${gvk.group}/${gvk.version}`;
      const id = Object.entries(doc.components.schemas).find(([, s]) => {
        const g = isObject(s) ? s['x-kubernetes-group-version-kind'] : undefined;
        return (
          Array.isArray(g) &&
          g.some((x) => isObject(x) && x.kind === gvk.kind && x.group === gvk.group && x.version === gvk.version)
        );
      })?.[0];
      if (!id) continue;
      const validate = lazy(() => ajv.compile({ $ref: `k8s-${name}#/components/schemas/${id}` }));
      kinds.set(`${apiVersion} ${gvk.kind}`, {
        scope: path.includes('{namespace}') ? 'Namespaced' : 'Cluster',
        validate,
      });
    }
  }
  for (const file of CRD_FILES) {
    // Each CRD file is parsed only when an object of its kind is checked: most of the loading time.
    const text = readFileSync(join(DIR, file), 'utf8');
    const group = /^ {2}group: (\S+)$/m.exec(text)?.[1];
    const kind = /^ {4}kind: (\S+)$/m.exec(text)?.[1];
    if (!group || !kind) throw new Error(`${file}: no spec.group or spec.names.kind where a CRD has them`);
    crdFiles.set(`${group} ${kind}`, text);
  }
  return kinds;
}

let known: Map<string, Kind> | undefined;
/** CRD texts by `group kind`, until parsed into `known`. */
const crdFiles = new Map<string, string>();

function addCrd(ajv: Ajv, kinds: Map<string, Kind>, text: string): void {
  const crd = parse(text) as Json;
  const spec = crd.spec as {
    group: string;
    scope: 'Namespaced' | 'Cluster';
    names: { kind: string };
    versions: Json[];
  };
  for (const v of spec.versions) {
    if (v.served !== true) continue;
    const schema = closed((v.schema as Json).openAPIV3Schema) as Json;
    // The API server checks metadata itself, as ObjectMeta, whatever the CRD says of it.
    schema.properties = { ...(schema.properties as Json), metadata: { $ref: OBJECT_META } };
    kinds.set(`${spec.group}/${String(v.name)} ${spec.names.kind}`, {
      scope: spec.scope,
      validate: lazy(() => ajv.compile(schema)),
    });
  }
}

/** The kind of `apiVersion kind`, its CRD parsed on first use. */
function kindOf(apiVersion: string, kind: string): Kind | undefined {
  known ??= loadKinds();
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';
  const text = crdFiles.get(`${group} ${kind}`);
  if (text !== undefined) {
    crdFiles.delete(`${group} ${kind}`);
    addCrd(theAjv!, known, text);
  }
  return known.get(`${apiVersion} ${kind}`);
}

const SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/** Why the API server would refuse to create `object` (empty when it would not). */
export function objectErrors(object: unknown): string[] {
  if (!isObject(object)) return ['not an object'];
  const kind = kindOf(String(object.apiVersion), String(object.kind));
  if (!kind) return [`no kind ${String(object.kind)} in ${String(object.apiVersion)}`];
  const errors: string[] = [];
  const md = isObject(object.metadata) ? object.metadata : {};
  const name = typeof md.name === 'string' ? md.name : '';
  // Namespaces' names are labels; others are subdomains (Services, from CatalogSources, are checked where made).
  const nameOk =
    object.kind === 'Namespace' ? LABEL.test(name) && name.length <= 63 : SUBDOMAIN.test(name) && name.length <= 253;
  if (!nameOk) errors.push(`metadata.name ${JSON.stringify(name)} is not a valid ${String(object.kind)} name`);
  if (kind.scope === 'Namespaced' && !(typeof md.namespace === 'string' && LABEL.test(md.namespace)))
    errors.push(`metadata.namespace: a ${String(object.kind)} is namespaced and needs a namespace`);
  if (kind.scope === 'Cluster' && md.namespace !== undefined)
    errors.push(`metadata.namespace: a ${String(object.kind)} is cluster-scoped and takes no namespace`);
  const validate = kind.validate();
  if (!validate(object))
    for (const e of validate.errors ?? []) {
      const field = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
      errors.push(`${e.instancePath || '/'}: ${e.message ?? e.keyword}${field}`);
    }
  return errors;
}
