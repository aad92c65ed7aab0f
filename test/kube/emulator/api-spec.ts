// What the emulated API server accepts, read from the published descriptions only: Kubernetes 1.33's
// OpenAPI v3 for the core and RBAC kinds, and operator-controller's and OLM's CRDs for theirs. A
// request is matched to a path and method of that description (a CRD's paths are the ones the API
// server derives from it) and its query parameters are checked against the operation's; an object
// is checked by the plan tests' validator (../validate-objects.ts): its kind's schema with unknown
// fields refused (fieldValidation=Strict), the CRDs' CEL rules, list types, names and scope.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { CRD_FILES, objectErrors, OPENAPI_FILES, openApiDocument, SCHEMA_DIR } from '../validate-objects.js';
import { pathTemplateRegex } from '../../helpers/path-template.js';

export interface Gvk {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
}

/** A resource as discovery lists it. */
export interface Resource extends Gvk {
  readonly plural: string;
  readonly namespaced: boolean;
  readonly subresources: readonly string[];
}

export interface Route {
  readonly method: string;
  readonly template: string;
  readonly action: string;
  readonly resource: Resource;
  readonly subresource?: string;
  readonly names: readonly string[];
  readonly regex: RegExp;
  /** Query parameter name → its schema. */
  readonly query: ReadonlyMap<string, object>;
}

export interface Matched {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

interface Param {
  name: string;
  in: string;
  schema?: object;
}
interface Op {
  'x-kubernetes-action'?: string;
  'x-kubernetes-group-version-kind'?: Gvk;
  parameters?: Param[];
}
type PathItem = Record<string, Op | Param[]>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) =>
      `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}` +
      (e.keyword === 'additionalProperties' ? `: ${String(e.params.additionalProperty)}` : ''),
  );
}

export class KubeApiSpec {
  readonly routes: Route[] = [];
  /** The OpenAPI v3 document of each group-version (`api/v1`, `apis/olm.operatorframework.io/v1`), as served. */
  readonly documents = new Map<string, object>();
  readonly resources: Resource[] = [];
  private readonly params = new Ajv({ strict: false, validateFormats: false, coerceTypes: true });
  private readonly queryChecks = new Map<Route, ValidateFunction>();

  constructor() {
    type Growing = Resource & { subresources: string[]; namespaced: boolean };
    const byKey = new Map<string, Growing>();
    // A kind is namespaced when any of its paths is under a namespace (pods are also listed across all).
    const resourceOf = (gvk: Gvk, plural: string, namespaced: boolean): Growing => {
      const key = `${gvk.group}/${gvk.version}/${plural}`;
      let r = byKey.get(key);
      if (r === undefined) {
        r = { group: gvk.group, version: gvk.version, kind: gvk.kind, plural, namespaced, subresources: [] };
        byKey.set(key, r);
        this.resources.push(r);
      }
      r.namespaced ||= namespaced;
      return r;
    };
    // The parameters of each action on a core kind: a CRD's routes take the same ones.
    const sample = new Map<string, Map<string, object>>();
    for (const file of OPENAPI_FILES) {
      const doc = openApiDocument(file) as { paths: Record<string, PathItem> };
      this.documents.set(
        file
          .replace(/^kubernetes-1\.33-/, '')
          .replace(/\.json$/, '')
          .replace(/__/g, '/'),
        doc,
      );
      for (const [template, item] of Object.entries(doc.paths)) {
        const shared = (item.parameters as Param[] | undefined) ?? [];
        const segments = template.split('/').filter((s) => s !== '');
        const namespaced = segments.includes('{namespace}');
        for (const method of METHODS) {
          const op = item[method] as Op | undefined;
          const gvk = op?.['x-kubernetes-group-version-kind'];
          if (op === undefined || gvk === undefined) continue;
          const action = op['x-kubernetes-action'] ?? method;
          // /api/v1/namespaces/{namespace}/pods/{name}/log: plural after the namespace, subresource last.
          const base = segments.slice(gvk.group === '' ? 2 : 3);
          const rest = namespaced ? base.slice(2) : base;
          const plural = rest[0]!;
          const subresource = rest.length === 3 ? rest[2] : undefined;
          const r = resourceOf(gvk, plural, namespaced);
          if (subresource !== undefined && !r.subresources.includes(subresource)) r.subresources.push(subresource);
          const query = new Map<string, object>();
          for (const p of [...shared, ...(op.parameters ?? [])])
            if (p.in === 'query') query.set(p.name, p.schema ?? {});
          sample.set(`${action}/${subresource ?? ''}`, query);
          this.routes.push({
            method: method.toUpperCase(),
            template,
            action,
            resource: r,
            ...(subresource !== undefined ? { subresource } : {}),
            ...pathTemplateRegex(template),
            query,
          });
        }
      }
    }
    for (const file of CRD_FILES) this.addCrd(parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')), sample);
  }

  /** The paths the API server serves for a CRD's served versions, and its schema per version. */
  private addCrd(crd: CrdDocument, sample: ReadonlyMap<string, ReadonlyMap<string, object>>): void {
    const { group, names, scope, versions } = crd.spec;
    const namespaced = scope === 'Namespaced';
    for (const v of versions) {
      if (!v.served) continue;
      const gvk = { group, version: v.name, kind: names.kind };
      const subresources = v.subresources?.status !== undefined ? ['status'] : [];
      const r: Resource = { ...gvk, plural: names.plural, namespaced, subresources };
      this.resources.push(r);
      const prefix = `/apis/${group}/${v.name}${namespaced ? '/namespaces/{namespace}' : ''}/${names.plural}`;
      const add = (method: string, template: string, action: string, subresource?: string): void => {
        this.routes.push({
          method,
          template,
          action,
          resource: r,
          ...(subresource !== undefined ? { subresource } : {}),
          ...pathTemplateRegex(template),
          query: sample.get(`${action}/${subresource ?? ''}`) ?? new Map(),
        });
      };
      add('GET', prefix, 'list');
      add('POST', prefix, 'post');
      add('DELETE', prefix, 'deletecollection');
      for (const m of ['get', 'put', 'patch', 'delete']) add(m.toUpperCase(), `${prefix}/{name}`, m);
      if (subresources.includes('status'))
        for (const m of ['get', 'put', 'patch']) add(m.toUpperCase(), `${prefix}/{name}/status`, m, 'status');
      if (namespaced) add('GET', `/apis/${group}/${v.name}/${names.plural}`, 'list');
      this.document(`apis/${group}/${v.name}`, gvk, v.schema.openAPIV3Schema);
    }
  }

  /** A CRD version's part of its group-version's OpenAPI document, as the API server publishes it. */
  private document(path: string, gvk: Gvk, schema: object): void {
    const doc = (this.documents.get(path) ?? {
      openapi: '3.0.0',
      info: { title: 'Kubernetes', version: 'v1.33.0' },
      paths: {},
      components: { schemas: {} },
    }) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    const name = `${gvk.group.split('.').reverse().join('.')}.${gvk.version}.${gvk.kind}`;
    doc.components.schemas[name] = { ...schema, 'x-kubernetes-group-version-kind': [gvk] };
    for (const route of this.routes) {
      const r = route.resource;
      if (r.group !== gvk.group || r.version !== gvk.version || r.kind !== gvk.kind) continue;
      const parameters = [
        ...route.names.map((n) => ({ name: n, in: 'path', required: true, schema: { type: 'string' } })),
        ...[...route.query].map(([n, s]) => ({ name: n, in: 'query', schema: s })),
      ];
      (doc.paths[route.template] ??= {})[route.method.toLowerCase()] = {
        operationId: `${route.action}${gvk.kind}${route.subresource ?? ''}`,
        parameters,
        'x-kubernetes-action': route.action,
        'x-kubernetes-group-version-kind': gvk,
      };
    }
    this.documents.set(path, doc);
  }

  /** The route of a request (the most literal one wins), or undefined: the API server's 404. */
  match(method: string, pathname: string): Matched | undefined {
    let best: Matched | undefined;
    let bestLiterals = -1;
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.regex.exec(pathname);
      if (m === null) continue;
      const literals = route.template.split('/').filter((p) => p !== '' && !p.startsWith('{')).length;
      if (literals <= bestLiterals) continue;
      const params: Record<string, string> = {};
      route.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1] ?? '')));
      best = { route, params };
      bestLiterals = literals;
    }
    return best;
  }

  /** The query parameters the operation does not declare, or whose values do not fit. */
  checkQuery(route: Route, query: URLSearchParams): string[] {
    const errors: string[] = [];
    const values: Record<string, string> = {};
    for (const [k, v] of query) {
      // `timeout` (kubectl's --request-timeout) is read by the API server's handler chain for every request.
      if (k === 'timeout' && /^\d+(?:\.\d+)?(?:ns|us|ms|s|m|h)$/.test(v)) continue;
      if (!route.query.has(k)) errors.push(`query parameter ${k} is not one of the operation's`);
      else values[k] = v;
    }
    let check = this.queryChecks.get(route);
    if (check === undefined) {
      check = this.params.compile({ type: 'object', properties: Object.fromEntries(route.query) });
      this.queryChecks.set(route, check);
    }
    if (!check(values)) errors.push(...describe(check.errors));
    return errors;
  }

  /** Why the API server would refuse to store the object ([] when it would not); an unknown kind is an error. */
  validateObject(object: unknown): string[] {
    return objectErrors(object);
  }
}

interface CrdDocument {
  spec: {
    group: string;
    scope: string;
    names: { kind: string; plural: string };
    versions: {
      name: string;
      served: boolean;
      subresources?: { status?: object };
      schema: { openAPIV3Schema: object };
    }[];
  };
}
