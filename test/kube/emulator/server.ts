// A Kubernetes API server on loopback (plain HTTP) for kubectl: discovery, get and list, server-side
// apply and merge patches, create, delete, events and pod logs. Every request is matched to a path
// of the published API (api-spec.ts) and its objects validated against their kind's schema; what
// does not fit is answered as the API server would and recorded in `violations`, which tests
// assert to be empty. Statuses are whatever the test scripts in `store`.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { closeLoopback, listenLoopback } from '../../helpers/loopback-server.js';
import { KubeApiSpec, type Matched, type Resource } from './api-spec.js';
import { type KubeObj, Store } from './store.js';

export interface KubeLogEntry {
  method: string;
  path: string;
  query: string;
  contentType: string;
  status: number;
  body?: unknown;
}
export interface KubeViolation {
  method: string;
  path: string;
  errors: string[];
}

let shared: KubeApiSpec | undefined;
/** One parsed description per test process: reading and compiling it is the slow part. */
function spec(): KubeApiSpec {
  return (shared ??= new KubeApiSpec());
}

class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

function status(code: number, reason: string, message: string): object {
  return { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason, code };
}

/** RFC 7386 JSON merge patch. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const out: Record<string, unknown> =
    typeof target === 'object' && target !== null && !Array.isArray(target) ? { ...(target as object) } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

function apiVersionOf(r: Resource): string {
  return r.group === '' ? r.version : `${r.group}/${r.version}`;
}

/** `a=b,c=d` (equality only: what fbc-bot sends). */
function selects(selector: string | null, value: (path: string) => unknown): boolean {
  if (selector === null || selector === '') return true;
  return selector.split(',').every((term) => {
    const [k, v] = term.split(/==?/);
    return String(value(k!.trim()) ?? '') === (v ?? '').trim();
  });
}

function at(o: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((cur, p) => (cur as Record<string, unknown> | undefined)?.[p], o);
}

export class KubeEmulator {
  readonly log: KubeLogEntry[] = [];
  readonly violations: KubeViolation[] = [];
  readonly store = new Store(spec());
  private readonly dir = mkdtempSync(join(tmpdir(), 'fbc-kube-'));

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static start(): Promise<KubeEmulator> {
    return listenLoopback(
      (server, origin) => new KubeEmulator(server, origin),
      (self, req, res) => self.handle(req, res),
      (self, req, e) =>
        self.violations.push({ method: req.method ?? '?', path: req.url ?? '?', errors: [`emulator crashed: ${e}`] }),
    );
  }

  /** A kubeconfig pointing at the emulator (plain HTTP, a token it ignores), written to a temporary file. */
  kubeconfig(): string {
    const file = join(this.dir, 'kubeconfig');
    const cfg = {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'emulator', cluster: { server: this.origin } }],
      users: [{ name: 'tester', user: { token: 'emulator' } }],
      contexts: [{ name: 'emulator', context: { cluster: 'emulator', user: 'tester' } }],
      'current-context': 'emulator',
    };
    writeFileSync(file, JSON.stringify(cfg));
    return file;
  }

  close(): Promise<void> {
    rmSync(this.dir, { recursive: true, force: true });
    return closeLoopback(this.server);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', this.origin);
    const entry: KubeLogEntry = {
      method,
      path: url.pathname,
      query: url.search,
      contentType: req.headers['content-type'] ?? '',
      status: 0,
    };
    this.log.push(entry);
    const send = (code: number, body: unknown, type = 'application/json'): void => {
      entry.status = code;
      res.writeHead(code, { 'content-type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const discovery = this.discovery(method, url.pathname);
    if (discovery !== undefined) return send(200, discovery);
    const matched = spec().match(method, url.pathname);
    if (matched === undefined) {
      // kubectl asks for the OpenAPI documents and falls back without them; only API paths are violations.
      if (!url.pathname.startsWith('/openapi/'))
        this.violations.push({ method, path: url.pathname, errors: ['no such path in the API'] });
      return send(404, status(404, 'NotFound', 'the server could not find the requested resource'));
    }
    const queryErrors = spec().checkQuery(matched.route, url.searchParams);
    if (queryErrors.length > 0) {
      this.violations.push({ method, path: url.pathname, errors: queryErrors });
      return send(400, status(400, 'BadRequest', queryErrors.join('; ')));
    }
    try {
      const body = this.act(matched, url.searchParams, raw, entry.contentType);
      entry.body = body;
      if (typeof body === 'string') return send(200, body, 'text/plain');
      send(method === 'POST' ? 201 : 200, body);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 400 || e.code === 422 || e.code === 415)
        this.violations.push({ method, path: url.pathname, errors: [e.message] });
      send(e.code, status(e.code, e.reason, e.message));
    }
  }

  private discovery(method: string, path: string): unknown {
    if (method !== 'GET') return undefined;
    const resources = spec().resources;
    if (path === '/version')
      return { major: '1', minor: '33', gitVersion: 'v1.33.0-emulator', platform: 'linux/amd64' };
    if (path === '/openapi/v3')
      return {
        paths: Object.fromEntries(
          [...spec().documents.keys()].map((p) => [p, { serverRelativeURL: `/openapi/v3/${p}?hash=emulator` }]),
        ),
      };
    if (path.startsWith('/openapi/v3/')) return spec().documents.get(path.slice('/openapi/v3/'.length));
    if (path === '/api') return { kind: 'APIVersions', versions: ['v1'], serverAddressByClientCIDRs: [] };
    if (path === '/apis') {
      const groups = new Map<string, string[]>();
      for (const r of resources)
        if (r.group !== '') groups.set(r.group, [...new Set([...(groups.get(r.group) ?? []), r.version])]);
      return {
        kind: 'APIGroupList',
        apiVersion: 'v1',
        groups: [...groups].map(([name, versions]) => ({
          name,
          versions: versions.map((version) => ({ groupVersion: `${name}/${version}`, version })),
          preferredVersion: { groupVersion: `${name}/${versions[0]}`, version: versions[0] },
        })),
      };
    }
    const m = /^\/(?:api\/(v1)|apis\/([^/]+)\/([^/]+))$/.exec(path);
    if (m === null) return undefined;
    const group = m[2] ?? '';
    const version = m[1] ?? m[3]!;
    const here = resources.filter((r) => r.group === group && r.version === version);
    if (here.length === 0) return undefined;
    const verbs = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update'];
    return {
      kind: 'APIResourceList',
      apiVersion: 'v1',
      groupVersion: group === '' ? version : `${group}/${version}`,
      resources: here.flatMap((r) => [
        { name: r.plural, singularName: r.kind.toLowerCase(), namespaced: r.namespaced, kind: r.kind, verbs },
        ...r.subresources.map((s) => ({
          name: `${r.plural}/${s}`,
          singularName: '',
          namespaced: r.namespaced,
          kind: s === 'log' ? 'Pod' : r.kind,
          verbs: s === 'log' ? ['get'] : ['get', 'patch', 'update'],
        })),
      ]),
    };
  }

  private act(m: Matched, query: URLSearchParams, raw: string, contentType: string): unknown {
    const { route, params } = m;
    const r = route.resource;
    const namespace = r.namespaced ? params.namespace : undefined;
    const ref = { kind: r.kind, name: params.name ?? '', ...(namespace !== undefined ? { namespace } : {}) };
    const notFound = (): ApiError =>
      new ApiError(404, 'NotFound', `${r.plural}.${r.group || 'core'} "${ref.name}" not found`);
    if (route.subresource === 'log') {
      if (this.store.get(ref) === undefined) throw notFound();
      const text = this.store.logs.get(`${namespace}/${ref.name}`) ?? '';
      const tail = query.get('tailLines');
      const lines = text.split('\n').filter((l) => l !== '');
      return (tail === null ? lines : lines.slice(-Number(tail))).map((l) => `${l}\n`).join('');
    }
    if (route.action === 'list') {
      const items = this.store
        .list(r.kind, params.namespace)
        .map((o) => this.store.read({ kind: o.kind, name: o.metadata.name, namespace: o.metadata.namespace })!)
        .filter((o) => selects(query.get('labelSelector'), (k) => at(o, 'metadata.labels')?.[k as never]))
        .filter((o) => selects(query.get('fieldSelector'), (k) => at(o, k)));
      return {
        apiVersion: apiVersionOf(r),
        kind: `${r.kind}List`,
        metadata: { resourceVersion: this.store.resourceVersion },
        items,
      };
    }
    if (route.action === 'get') {
      const o = this.store.read(ref);
      if (o === undefined) throw notFound();
      return o;
    }
    if (route.action === 'delete') {
      if (!this.store.delete(ref)) throw notFound();
      return {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Success',
        details: { name: ref.name, kind: r.plural },
      };
    }
    if (route.action === 'patch' || route.action === 'post') return this.write(m, query, raw, contentType, ref);
    throw new ApiError(405, 'MethodNotAllowed', `${route.action} is valid but not emulated`);
  }

  private write(
    m: Matched,
    query: URLSearchParams,
    raw: string,
    contentType: string,
    ref: { kind: string; name: string; namespace?: string },
  ): unknown {
    const r = m.route.resource;
    let body: unknown;
    try {
      body = parse(raw);
    } catch (e) {
      throw new ApiError(400, 'BadRequest', `the body is not YAML or JSON: ${(e as Error).message}`);
    }
    const existing = m.route.action === 'post' ? undefined : this.store.get(ref);
    let next: KubeObj;
    if (contentType.startsWith('application/apply-patch')) {
      if (query.get('fieldManager') === null)
        throw new ApiError(400, 'BadRequest', 'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value');
      const applied = body as KubeObj;
      // The applied configuration owns the fields it names; status stays the controller's.
      next = {
        ...existing,
        ...applied,
        metadata: { ...existing?.metadata, ...applied.metadata },
        ...(existing?.status !== undefined ? { status: existing.status } : {}),
      } as KubeObj;
    } else if (contentType.startsWith('application/merge-patch+json')) {
      if (existing === undefined) throw new ApiError(404, 'NotFound', `${r.plural} "${ref.name}" not found`);
      next = mergePatch(existing, body) as KubeObj;
    } else if (m.route.action === 'post' && contentType.startsWith('application/json')) {
      if (this.store.get({ ...ref, name: (body as KubeObj)?.metadata?.name ?? '' }) !== undefined)
        throw new ApiError(409, 'AlreadyExists', `${r.plural} "${(body as KubeObj).metadata.name}" already exists`);
      next = body as KubeObj;
    } else throw new ApiError(415, 'UnsupportedMediaType', `the patch type ${contentType} is not emulated`);
    if (next?.apiVersion !== apiVersionOf(r) || next.kind !== r.kind)
      throw new ApiError(400, 'BadRequest', `the object is not a ${apiVersionOf(r)} ${r.kind}`);
    if (m.route.action === 'patch' && next.metadata?.name !== ref.name)
      throw new ApiError(400, 'BadRequest', `the name of the object (${next.metadata?.name}) does not match the URL`);
    if (r.namespaced)
      next = { ...next, metadata: { ...next.metadata, namespace: ref.namespace ?? next.metadata.namespace } };
    const errors = spec().validateObject(next);
    if (errors.length > 0)
      throw new ApiError(
        422,
        'Invalid',
        `${r.kind}.${r.group} "${next.metadata?.name}" is invalid: ${errors.join('; ')}`,
      );
    const stored = this.store.put(next);
    this.store.applied(stored);
    return this.store.get(stored);
  }
}
