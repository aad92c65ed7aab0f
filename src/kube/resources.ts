// Objects on the cluster: apply, read, list, patch, delete. One function per operation, the
// client passed in; kinds are named fully (`clusterextension.v1.olm.operatorframework.io`) so
// kubectl never guesses between groups that share a kind's name.
import { kubectl, type KubeClient, KubeError } from './kubectl.js';

/** An object as the API server returns it. */
export interface KubeItem {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { readonly name: string; readonly namespace?: string; readonly [k: string]: unknown };
  readonly [field: string]: unknown;
}

export interface KubeRef {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
}

/** The field manager fbc-bot applies as: what it owns on the objects it creates. */
export const FIELD_MANAGER = 'fbc-bot';

/** `kind.version.group` (core kinds: `kind`), as kubectl resolves it without ambiguity. */
export function resourceName(apiVersion: string, kind: string): string {
  if (!/^[A-Za-z0-9]+$/.test(kind) || !/^(?:[a-z0-9.-]+\/)?v[0-9a-z]+$/.test(apiVersion))
    throw new KubeError(`${JSON.stringify(`${apiVersion} ${kind}`.slice(0, 100))} is not a Kubernetes kind`);
  const slash = apiVersion.indexOf('/');
  const k = kind.toLowerCase();
  return slash < 0 ? k : `${k}.${apiVersion.slice(slash + 1)}.${apiVersion.slice(0, slash)}`;
}

// What the API server accepts as an object's name (a DNS subdomain), checked before a name becomes a
// kubectl argument: names come from the plan, hence from the pull request, and `--kubeconfig=…` is
// not a name but a flag.
const NAME = /^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/;

export function named(name: string, what: string): string {
  if (!NAME.test(name))
    throw new KubeError(`${JSON.stringify(name.slice(0, 100))} is not a Kubernetes ${what} name (RFC 1123 subdomain)`);
  return name;
}

function namespaceArgs(namespace: string | undefined): string[] {
  return namespace === undefined ? [] : ['--namespace', named(namespace, 'namespace')];
}

/** The kubectl arguments naming one object: its resource, its name, its namespace. */
function objectArgs(r: KubeRef): string[] {
  return [resourceName(r.apiVersion, r.kind), named(r.name, r.kind), ...namespaceArgs(r.namespace)];
}

function json<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new KubeError(`kubectl get ${what}: the answer is not JSON`);
  }
}

/** Server-side apply of `objects`, in their order (a multi-document stream, as kubectl reads a file). */
export async function applyObjects(c: KubeClient, objects: readonly object[]): Promise<void> {
  if (objects.length === 0) return;
  // Each object as JSON (valid YAML) in a YAML stream. The leading separator matters: kubectl before 1.32 reads
  // input that starts with `{` as one JSON stream and fails at the first `---`.
  const stream = objects.map((o) => `---\n${JSON.stringify(o)}\n`).join('');
  await kubectl(c, ['apply', '--server-side', `--field-manager=${FIELD_MANAGER}`, '--filename=-'], stream);
}

/** The object, or undefined when the API server has none of that name. */
export async function getObject(c: KubeClient, r: KubeRef): Promise<KubeItem | undefined> {
  try {
    const out = await kubectl(c, ['get', ...objectArgs(r), '--output=json']);
    return json<KubeItem>(out, `${r.kind} ${r.name}`);
  } catch (e) {
    if (e instanceof KubeError && e.notFound) return undefined;
    throw e;
  }
}

/** Whether the API server's `o` is the object `r` names. */
function isRef(o: KubeItem, r: KubeRef): boolean {
  const meta = (o as { metadata?: { name?: unknown; namespace?: unknown } }).metadata;
  return (
    o.apiVersion === r.apiVersion &&
    o.kind === r.kind &&
    meta?.name === r.name &&
    (r.namespace === undefined || meta.namespace === r.namespace)
  );
}

/**
 * Several objects read by one kubectl process per namespace (a process costs more than the requests
 * it makes): each ref's object, in the refs' order, or undefined when the API server has none of that name.
 */
export async function getObjects(c: KubeClient, refs: readonly KubeRef[]): Promise<(KubeItem | undefined)[]> {
  const byNamespace = new Map<string | undefined, KubeRef[]>();
  for (const r of refs) byNamespace.set(r.namespace, [...(byNamespace.get(r.namespace) ?? []), r]);
  const found: KubeItem[] = [];
  for (const [namespace, group] of byNamespace) {
    const out = await kubectl(c, [
      'get',
      ...group.map((r) => `${resourceName(r.apiVersion, r.kind)}/${named(r.name, r.kind)}`),
      ...namespaceArgs(namespace),
      '--ignore-not-found',
      '--output=json',
    ]);
    // Nothing found prints nothing; one name asked for prints the object, several a List.
    if (out.trim() === '') continue;
    const got = json<KubeItem & { items?: unknown }>(out, group.map((r) => `${r.kind} ${r.name}`).join(', '));
    if (got.kind !== 'List') found.push(got);
    else if (Array.isArray(got.items)) found.push(...(got.items as KubeItem[]));
  }
  return refs.map((r) => found.find((o) => isRef(o, r)));
}

/** The objects of a kind in a namespace (all namespaces for a cluster-scoped kind). */
export async function listObjects(
  c: KubeClient,
  q: { readonly apiVersion: string; readonly kind: string; readonly namespace?: string },
): Promise<KubeItem[]> {
  const out = await kubectl(c, [
    'get',
    resourceName(q.apiVersion, q.kind),
    ...namespaceArgs(q.namespace),
    '--output=json',
  ]);
  const list = json<{ items?: KubeItem[] }>(out, `${q.kind} list`);
  return Array.isArray(list.items) ? list.items : [];
}

/** A JSON merge patch of the object's spec or metadata (not its status: that is the controllers'). */
export async function mergePatch(c: KubeClient, r: KubeRef, patch: object): Promise<void> {
  await kubectl(c, [
    'patch',
    ...objectArgs(r),
    '--type=merge',
    `--patch=${JSON.stringify(patch)}`,
    `--field-manager=${FIELD_MANAGER}`,
  ]);
}

/** Asks for the object's deletion without waiting for it (callers poll with their own deadline). */
export async function deleteObject(c: KubeClient, r: KubeRef): Promise<void> {
  await kubectl(c, ['delete', ...objectArgs(r), '--ignore-not-found', '--wait=false']);
}
