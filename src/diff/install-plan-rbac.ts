// The permissions of the ServiceAccount a ClusterExtension installs with, derived from the CSVs of
// the bundles it goes through, as operator-controller's "Derive minimal ServiceAccount" guide
// (v1.10) lays them out: manage the bundle's CRDs, its deployments and service accounts, its other
// manifests, the RBAC OLM creates for the operator (names OLM generates, so not narrowed), the
// ClusterExtension's finalizers (OwnerReferencesPermissionEnforcement), and hold every rule of the
// CSV's permissions and clusterPermissions (Kubernetes lets a subject grant only what it holds).
// One ClusterRole: in AllNamespaces mode OLM v1 turns the CSV's namespaced permissions into
// cluster-wide ones anyway. Undefined when a bundle's CSV is not in the catalog.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { installSpec, ownedCrdNames, type BundleFacts } from './install-plan-bundle.js';

export interface PolicyRule {
  readonly apiGroups?: readonly string[];
  readonly resources?: readonly string[];
  readonly resourceNames?: readonly string[];
  readonly nonResourceURLs?: readonly string[];
  readonly verbs: readonly string[];
}

const CREATE = ['create', 'list', 'watch'];
const MANAGE = ['get', 'update', 'patch', 'delete'];

const strings = (v: JsonValue | undefined): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;

/**
 * A CSV rule as a PolicyRule, only the fields RBAC knows; undefined when it is not one the API
 * server takes (a field that is not a list of strings, no verbs, a resource rule without API
 * groups, URLs mixed with resources): dropped whole, as leaving out a bad field could widen it.
 */
function policyRule(v: JsonValue): PolicyRule | undefined {
  if (!isJsonObject(v)) return undefined;
  const out: Record<string, readonly string[]> = {};
  for (const k of ['verbs', 'apiGroups', 'resources', 'resourceNames', 'nonResourceURLs'] as const) {
    if (v[k] === undefined || v[k] === null) continue;
    const s = strings(v[k]);
    if (!s) return undefined;
    if (s.length > 0) out[k] = s;
  }
  const urls = out.nonResourceURLs !== undefined;
  const resources = out.resources !== undefined || out.apiGroups !== undefined || out.resourceNames !== undefined;
  if (!out.verbs || urls === resources) return undefined;
  if (resources && (!out.apiGroups || !out.resources)) return undefined;
  return out as unknown as PolicyRule;
}

/** Every rule of the CSV's `permissions` and `clusterPermissions`. */
function csvRules(csv: JsonObject): PolicyRule[] {
  const spec = installSpec(csv);
  const out: PolicyRule[] = [];
  for (const key of ['permissions', 'clusterPermissions'])
    for (const p of Array.isArray(spec[key]) ? spec[key] : [])
      if (isJsonObject(p) && Array.isArray(p.rules))
        for (const r of p.rules) {
          const rule = policyRule(r);
          if (rule) out.push(rule);
        }
  return out;
}

/** The service accounts the CSV's operator runs as: its permissions' and its deployments' pods'. */
function serviceAccounts(csv: JsonObject): string[] {
  const spec = installSpec(csv);
  const out: string[] = [];
  for (const key of ['permissions', 'clusterPermissions'])
    for (const p of Array.isArray(spec[key]) ? spec[key] : [])
      if (isJsonObject(p) && typeof p.serviceAccountName === 'string') out.push(p.serviceAccountName);
  for (const d of deployments(csv)) {
    const pod = isJsonObject(d.spec) && isJsonObject(d.spec.template) ? d.spec.template.spec : undefined;
    out.push(isJsonObject(pod) && typeof pod.serviceAccountName === 'string' ? pod.serviceAccountName : 'default');
  }
  return out;
}

function deployments(csv: JsonObject): JsonObject[] {
  const list = installSpec(csv).deployments;
  return Array.isArray(list) ? list.filter((o) => isJsonObject(o)) : [];
}

/**
 * A kind's resource name: the plural a CRD of the bundle declares, else the lowercase plural
 * Kubernetes' own types and kubebuilder's generator use (…s, …es after s/x/ch/sh, …ies after a
 * consonant and y).
 */
function resourceOf(kind: string, plurals: ReadonlyMap<string, string>): string {
  const declared = plurals.get(kind);
  if (declared) return declared;
  const k = kind.toLowerCase();
  if (k === 'endpoints') return k;
  if (/(s|x|ch|sh)$/.test(k)) return `${k}es`;
  if (/[^aeiou]y$/.test(k)) return `${k.slice(0, -1)}ies`;
  return `${k}s`;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const groupOf = (apiVersion: string): string => (apiVersion.includes('/') ? apiVersion.split('/')[0]! : '');

/** Rules managing named objects of one resource: create/list/watch, and the rest on those names. */
function manage(group: string, resource: string, names: readonly string[]): PolicyRule[] {
  const unique = [...new Set(names)].sort();
  return [
    { apiGroups: [group], resources: [resource], verbs: CREATE },
    ...(unique.length > 0 ? [{ apiGroups: [group], resources: [resource], resourceNames: unique, verbs: MANAGE }] : []),
  ];
}

/** The installer's rules for installing and upgrading through `bundles`; undefined when a CSV is missing. */
export function installerRules(bundles: readonly BundleFacts[], extension: string): PolicyRule[] | undefined {
  if (bundles.length === 0 || bundles.some((b) => !b.csv)) return undefined;
  const csvs = bundles.map((b) => b.csv!);
  const objects = bundles.flatMap((b) => b.objects);
  const plurals = new Map<string, string>();
  const crdNames = csvs.flatMap(ownedCrdNames);
  const named = new Map<string, { group: string; resource: string; names: string[] }>();
  for (const o of objects) {
    const md = isJsonObject(o.metadata) ? o.metadata : {};
    if (typeof o.kind !== 'string' || typeof o.apiVersion !== 'string' || typeof md.name !== 'string') continue;
    if (o.kind === 'CustomResourceDefinition') {
      crdNames.push(md.name);
      const n = isJsonObject(o.spec) && isJsonObject(o.spec.names) ? o.spec.names : {};
      if (typeof n.kind === 'string' && typeof n.plural === 'string') plurals.set(n.kind, n.plural);
    }
  }
  for (const o of objects) {
    const md = isJsonObject(o.metadata) ? o.metadata : {};
    if (typeof o.kind !== 'string' || typeof o.apiVersion !== 'string' || typeof md.name !== 'string') continue;
    if (o.kind === 'CustomResourceDefinition') continue;
    const group = groupOf(o.apiVersion);
    const resource = resourceOf(o.kind, plurals);
    const key = `${group}/${resource}`;
    let n = named.get(key);
    if (!n) named.set(key, (n = { group, resource, names: [] }));
    n.names.push(md.name);
  }
  const rules: PolicyRule[] = [
    ...manage('apiextensions.k8s.io', 'customresourcedefinitions', crdNames),
    {
      apiGroups: ['rbac.authorization.k8s.io'],
      resources: ['clusterroles', 'clusterrolebindings', 'roles', 'rolebindings'],
      verbs: [...CREATE, ...MANAGE],
    },
    {
      apiGroups: ['olm.operatorframework.io'],
      resources: ['clusterextensions/finalizers'],
      resourceNames: [extension],
      verbs: ['update'],
    },
    ...manage('apps', 'deployments', csvs.flatMap(deploymentNames)),
    ...manage('', 'serviceaccounts', csvs.flatMap(serviceAccounts)),
    ...[...named.values()]
      .sort((a, b) => byName(a.group, b.group) || byName(a.resource, b.resource))
      .flatMap((n) => manage(n.group, n.resource, n.names)),
    ...csvs.flatMap(csvRules),
  ];
  const seen = new Set<string>();
  return rules.filter((r) => {
    const key = JSON.stringify(r);
    return !seen.has(key) && (seen.add(key), true);
  });
}

function deploymentNames(csv: JsonObject): string[] {
  return deployments(csv).flatMap((d) => (typeof d.name === 'string' && d.name !== '' ? [d.name] : []));
}
