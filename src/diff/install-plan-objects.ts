// The Kubernetes manifests that carry out a package's install plan, per OLM flavour, in apply
// order: first what the steps share (the catalog, namespaces, the installer's RBAC or the
// OperatorGroup), then one object per step — the ClusterExtension (OLM v1) or the Subscription
// (OLM classic) as it must be for that step, annotated with the step and the bundle the cluster
// must then run. Shapes: operator-controller v1.11.0's standard CRDs (olm.operatorframework.io/v1)
// and operator-framework/api v0.45.0's (operators.coreos.com), Kubernetes 1.33 for core and RBAC.
import { createHash } from 'node:crypto';
import type { InstallModeType } from '../catalog/install-modes.js';
import type { KubeObject } from '../model/install-plan.js';
import { imageRefError, parseImageRef } from '../rules/imageref.js';
import type { PolicyRule } from './install-plan-rbac.js';

/** The annotation naming a step object's step: `install` (from nothing) or `upgrade` (from the step before). */
export const STEP_ANNOTATION = 'fbc-bot.io/step';
/** The annotation naming the bundle the cluster runs once a step object is applied. */
export const BUNDLE_ANNOTATION = 'fbc-bot.io/bundle';
/** The label ClusterCatalogs carry with their own name (catalogd sets it): how an extension picks one. */
const CATALOG_NAME_LABEL = 'olm.operatorframework.io/metadata.name';

export interface Step {
  readonly step: 'install' | 'upgrade';
  readonly channel: string;
  readonly bundle: string;
  readonly version: string;
  /** OLM classic: the CSV the Subscription starts from (the bundle of the install step before). */
  readonly startingCSV: string;
}

export interface PackageNames {
  readonly package: string;
  /** The catalog's name as a ClusterCatalog and a CatalogSource. */
  readonly catalog: string;
  /** The install namespace. */
  readonly namespace: string;
  /** The ClusterExtension's and the Subscription's name. */
  readonly extension: string;
  /** The installer ServiceAccount's, ClusterRole's and ClusterRoleBinding's name. */
  readonly installer: string;
}

const hash8 = (s: string): string => createHash('sha1').update(s).digest('hex').slice(0, 8);

/**
 * `prefix` + `name` as a DNS-1123 label (at most 63 characters; a CatalogSource's name becomes a
 * Service's). A name that had to change (case, characters outside the label's; `.`, `/` and `_`
 * become `-` for free only when `paths`) or be cut gets a hash of the original, so two packages
 * whose names differ only there (foo.bar, foo-bar) never share a namespace.
 */
function dnsLabel(prefix: string, name: string, paths = false): string {
  const whole = prefix + name;
  const plain = paths ? whole.replace(/[./_]/g, '-') : whole;
  if (plain.length <= 63 && /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(plain)) return plain;
  const cut = plain
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 54)
    .replace(/^-+|-+$/g, '');
  return `${cut === '' ? 'x' : cut}-${hash8(name)}`;
}

/**
 * The names of a package's objects: `fbc-bot-` before the package's, so no plan names a system
 * namespace. The catalog's is its path's (catalogs/v4.16: fbc-bot-catalogs-v4-16): the
 * repository's layout, one per directory.
 */
export function packageNames(pkg: string, catalog: string): PackageNames {
  const base = dnsLabel('fbc-bot-', pkg);
  return {
    package: pkg,
    catalog: dnsLabel('fbc-bot-', catalog === '' || catalog === '.' ? 'catalog' : catalog, true),
    namespace: base,
    extension: base,
    installer: dnsLabel('fbc-bot-', `${pkg}-installer`),
  };
}

const stepMeta = (s: Step) => ({ [STEP_ANNOTATION]: s.step, [BUNDLE_ANNOTATION]: s.bundle });

const namespace = (name: string): KubeObject => ({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });

export interface V1Input {
  readonly names: PackageNames;
  readonly image: string;
  /** The installer's rules; undefined: it is bound to cluster-admin (the bundles' CSVs are not in the catalog). */
  readonly rules: readonly PolicyRule[] | undefined;
  readonly steps: readonly Step[];
}

/**
 * OLM v1: ClusterCatalog, Namespace, the installer ServiceAccount and its RBAC, then a
 * ClusterExtension per step, pinned to the step's channel and exact version and to this catalog.
 * `spec.serviceAccount` is deprecated and ignored from operator-controller v1.11 on, and required
 * before it (OpenShift 4.18 to 4.20): set, the same objects install on both.
 */
export function v1Objects(input: V1Input): KubeObject[] {
  const { names, image, rules, steps } = input;
  const sa = { kind: 'ServiceAccount', name: names.installer, namespace: names.namespace };
  const role = rules ? names.installer : 'cluster-admin';
  return [
    {
      apiVersion: 'olm.operatorframework.io/v1',
      kind: 'ClusterCatalog',
      metadata: { name: names.catalog },
      spec: { source: { type: 'Image', image: { ref: image } } },
    },
    namespace(names.namespace),
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: names.installer, namespace: names.namespace } },
    ...(rules
      ? [
          {
            apiVersion: 'rbac.authorization.k8s.io/v1',
            kind: 'ClusterRole',
            metadata: { name: names.installer },
            rules: rules.map((r) => ({ ...r })),
          },
        ]
      : []),
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name: names.installer },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
      subjects: [sa],
    },
    ...steps.map((s): KubeObject => ({
      apiVersion: 'olm.operatorframework.io/v1',
      kind: 'ClusterExtension',
      metadata: { name: names.extension, annotations: stepMeta(s) },
      spec: {
        namespace: names.namespace,
        serviceAccount: { name: names.installer },
        source: {
          sourceType: 'Catalog',
          catalog: {
            packageName: names.package,
            channels: [s.channel],
            version: s.version,
            selector: { matchLabels: { [CATALOG_NAME_LABEL]: names.catalog } },
            upgradeConstraintPolicy: 'CatalogProvided',
          },
        },
      },
    })),
  ];
}

export interface ClassicInput {
  readonly names: PackageNames;
  readonly image: string;
  /** The install mode the OperatorGroup selects. */
  readonly mode: InstallModeType;
  readonly steps: readonly Step[];
}

/** The namespaces an OperatorGroup targets for a mode (none: all of them). */
function targets(mode: InstallModeType, ns: string): string[] {
  if (mode === 'OwnNamespace') return [ns];
  if (mode === 'SingleNamespace') return [dnsLabel(ns, '-watched')];
  if (mode === 'MultiNamespace') return [ns, dnsLabel(ns, '-watched')];
  return [];
}

/**
 * OLM classic: Namespace (and the one a Single/MultiNamespace operator watches), a grpc
 * CatalogSource serving the catalog image in the install namespace (so the Subscription finds it
 * wherever OLM's global catalog namespace is), an OperatorGroup for the install mode, then a
 * Subscription per step with manual approval and `startingCSV`: an upgrade step is the same
 * Subscription, whose InstallPlan for the step's bundle is to be approved.
 */
export function classicObjects(input: ClassicInput): KubeObject[] {
  const { names, image, mode, steps } = input;
  const ns = names.namespace;
  const watched = targets(mode, ns);
  return [
    namespace(ns),
    ...watched.filter((t) => t !== ns).map(namespace),
    {
      apiVersion: 'operators.coreos.com/v1alpha1',
      kind: 'CatalogSource',
      metadata: { name: names.catalog, namespace: ns },
      spec: { sourceType: 'grpc', image, displayName: `fbc-bot ${names.catalog}` },
    },
    {
      apiVersion: 'operators.coreos.com/v1',
      kind: 'OperatorGroup',
      metadata: { name: ns, namespace: ns },
      spec: watched.length > 0 ? { targetNamespaces: watched } : {},
    },
    ...steps.map((s): KubeObject => ({
      apiVersion: 'operators.coreos.com/v1alpha1',
      kind: 'Subscription',
      metadata: { name: names.extension, namespace: ns, annotations: stepMeta(s) },
      spec: {
        channel: s.channel,
        name: names.package,
        source: names.catalog,
        sourceNamespace: ns,
        installPlanApproval: 'Manual',
        startingCSV: s.startingCSV,
      },
    })),
  ];
}

/**
 * Where the catalog image of each catalog is pulled from, unless told otherwise: what `fbc-bot
 * publish-image --to localhost:5001/fbc-bot/catalog` tags (its default tag is the catalog
 * directory's name), at the address kind's local-registry recipe gives a registry on the runner.
 */
export const DEFAULT_CATALOG_IMAGE = 'localhost:5001/fbc-bot/catalog:{name}';

const PLACEHOLDER = /\{([^{}]*)\}/g;
const PLACEHOLDERS = new Set(['catalog', 'name', 'sha']);

/** Why a catalog image template cannot be used, or undefined. */
export function catalogImageTemplateError(template: string): string | undefined {
  if (template.trim() === '') return 'is empty';
  for (const [, key] of template.matchAll(PLACEHOLDER))
    if (!PLACEHOLDERS.has(key!)) return `has an unknown placeholder {${key}} (known: {catalog}, {name}, {sha})`;
  return undefined;
}

/** The template filled for a catalog: {catalog} its path, {name} its directory's name, {sha} the head commit. */
export function catalogImage(template: string, catalog: string, sha: string): string {
  const last = catalog.slice(catalog.lastIndexOf('/') + 1);
  const name = last === '' || last === '.' ? 'catalog' : last;
  const values: Readonly<Record<string, string>> = { catalog, name, sha };
  return template.replace(PLACEHOLDER, (_, key: string) => values[key] ?? '');
}

/** Why a ClusterCatalog or a CatalogSource cannot pull `ref`, or undefined. */
export function catalogImageError(ref: string): string | undefined {
  const bad = imageRefError(ref);
  if (bad !== undefined) return bad;
  const parsed = parseImageRef(ref)!;
  return parsed.tag === undefined && parsed.digest === undefined
    ? 'it has neither a tag nor a digest, one of which a ClusterCatalog needs'
    : undefined;
}
