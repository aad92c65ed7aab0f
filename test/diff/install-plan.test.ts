// The install plan of a change, computed from real temporary git repositories: which packages,
// the first install, the upgrades each flavour predicts, and manifests the API server would take.
import { describe, expect, it } from 'vitest';
import { planInstalls } from '../../src/pipeline/install-plan-run.js';
import type { InstallPlan, KubeObject, PackagePlan } from '../../src/model/install-plan.js';
import { channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';
import { installBundleDoc, type InstallBundle } from '../helpers/install-bundles.js';
import { objectErrors } from '../kube/validate-objects.js';

type Entry = { version: string; replaces?: string; skips?: string[] };

/** A package's catalog.yaml: channel `stable` with `entries`, each a bundle shaped by `bundle`. */
function catalog(pkg: string, entries: readonly Entry[], bundle: Partial<InstallBundle> = {}, extra = ''): string {
  const lines = entries.map(
    (e) =>
      `- name: ${pkg}.v${e.version}\n` +
      (e.replaces ? `  replaces: ${pkg}.v${e.replaces}\n` : '') +
      (e.skips ? `  skips: [${e.skips.map((s) => `${pkg}.v${s}`).join(', ')}]\n` : ''),
  );
  return (
    pkgDoc(pkg) +
    channelDoc(lines.join(''), 'stable', pkg) +
    entries.map((e) => installBundleDoc({ pkg, version: e.version, ...bundle })).join('') +
    extra
  );
}

/** The plan of a repository whose main holds `base` and whose head commit holds `head` on top. */
async function planOf(
  base: Record<string, string>,
  head: Record<string, string | null>,
  catalogImage?: string,
): Promise<{ plan: InstallPlan; head: string }> {
  const repo = newRepo();
  commit(repo, 'base', base);
  const sha = commit(repo, 'head', head);
  return { plan: await planInstalls({ repo, base: 'HEAD~1', head: 'HEAD', catalogImage }), head: sha };
}

const kinds = (objects: readonly KubeObject[]): string[] => objects.map((o) => o.kind);
const annotated = (objects: readonly KubeObject[]): string[] =>
  objects
    .filter((o) => o.metadata.annotations)
    .map((o) => `${o.metadata.annotations!['fbc-bot.io/step']} ${o.metadata.annotations!['fbc-bot.io/bundle']}`);

function expectValid(p: PackagePlan): void {
  for (const o of [...p.objects.v1, ...p.objects.classic])
    expect(objectErrors(o), `${o.kind} ${o.metadata.name}`).toEqual([]);
}

const FOO_V1 = { 'catalogs/v4.18/foo/catalog.yaml': catalog('foo', [{ version: '1.0.0' }]) };
const FOO_V2 = {
  'catalogs/v4.18/foo/catalog.yaml': catalog('foo', [{ version: '1.0.0' }, { version: '1.1.0', replaces: '1.0.0' }]),
};

describe('a new bundle on a channel both flavours read', () => {
  it('plans the first install and the upgrade across the new edge, with objects the API server takes', async () => {
    const bar = { 'catalogs/v4.18/bar/catalog.yaml': catalog('bar', [{ version: '2.0.0' }]) };
    const { plan } = await planOf({ ...FOO_V1, ...bar }, FOO_V2);
    // bar is untouched: no plan.
    expect(plan.packages.map((p) => p.package)).toEqual(['foo']);
    const p = plan.packages[0]!;
    expect(p).toMatchObject({
      catalog: 'catalogs/v4.18',
      install: { channel: 'stable', bundle: 'foo.v1.1.0', version: '1.1.0' },
      upgrades: [{ channel: 'stable', from: 'foo.v1.0.0', fromVersion: '1.0.0', to: 'foo.v1.1.0', toVersion: '1.1.0' }],
      consumers: ['v1', 'classic'],
      catalogImage: 'localhost:5001/fbc-bot/catalog:v4.18',
      installer: 'derived',
      installMode: 'AllNamespaces',
    });
    expect(p.upgrades[0]!.flavours).toBeUndefined();
    expect(p.notes).toBeUndefined();
    expect(kinds(p.objects.v1)).toEqual([
      'ClusterCatalog',
      'Namespace',
      'ServiceAccount',
      'ClusterRole',
      'ClusterRoleBinding',
      'ClusterExtension',
      'ClusterExtension',
      'ClusterExtension',
    ]);
    const steps = ['install foo.v1.1.0', 'install foo.v1.0.0', 'upgrade foo.v1.1.0'];
    expect(annotated(p.objects.v1)).toEqual(steps);
    expect(kinds(p.objects.classic)).toEqual([
      'Namespace',
      'CatalogSource',
      'OperatorGroup',
      'Subscription',
      'Subscription',
      'Subscription',
    ]);
    expect(annotated(p.objects.classic)).toEqual(steps);
    expectValid(p);
    const [, , , , , , , upgrade] = p.objects.v1;
    expect(upgrade!.spec).toEqual({
      namespace: 'fbc-bot-foo',
      serviceAccount: { name: 'fbc-bot-foo-installer' },
      source: {
        sourceType: 'Catalog',
        catalog: {
          packageName: 'foo',
          channels: ['stable'],
          version: '1.1.0',
          selector: { matchLabels: { 'olm.operatorframework.io/metadata.name': 'fbc-bot-catalogs-v4-18' } },
          upgradeConstraintPolicy: 'CatalogProvided',
        },
      },
    });
    expect(p.objects.classic.at(-1)!.spec).toEqual({
      channel: 'stable',
      name: 'foo',
      source: 'fbc-bot-catalogs-v4-18',
      sourceNamespace: 'fbc-bot-foo',
      installPlanApproval: 'Manual',
      startingCSV: 'foo.v1.0.0',
    });
    expect(p.objects.classic[2]!.spec).toEqual({});
  });

  it("derives the installer's rules from the CSVs and manifests the catalog carries", async () => {
    const { plan } = await planOf(FOO_V1, FOO_V2);
    const role = plan.packages[0]!.objects.v1.find((o) => o.kind === 'ClusterRole')!;
    expect(role.rules).toEqual([
      {
        apiGroups: ['apiextensions.k8s.io'],
        resources: ['customresourcedefinitions'],
        verbs: ['create', 'list', 'watch'],
      },
      {
        apiGroups: ['apiextensions.k8s.io'],
        resources: ['customresourcedefinitions'],
        resourceNames: ['widgets.example.com'],
        verbs: ['get', 'update', 'patch', 'delete'],
      },
      {
        apiGroups: ['rbac.authorization.k8s.io'],
        resources: ['clusterroles', 'clusterrolebindings', 'roles', 'rolebindings'],
        verbs: ['create', 'list', 'watch', 'get', 'update', 'patch', 'delete'],
      },
      {
        apiGroups: ['olm.operatorframework.io'],
        resources: ['clusterextensions/finalizers'],
        resourceNames: ['fbc-bot-foo'],
        verbs: ['update'],
      },
      { apiGroups: ['apps'], resources: ['deployments'], verbs: ['create', 'list', 'watch'] },
      {
        apiGroups: ['apps'],
        resources: ['deployments'],
        resourceNames: ['foo-controller-manager'],
        verbs: ['get', 'update', 'patch', 'delete'],
      },
      { apiGroups: [''], resources: ['serviceaccounts'], verbs: ['create', 'list', 'watch'] },
      {
        apiGroups: [''],
        resources: ['serviceaccounts'],
        resourceNames: ['foo-controller-manager'],
        verbs: ['get', 'update', 'patch', 'delete'],
      },
      { apiGroups: [''], resources: ['services'], verbs: ['create', 'list', 'watch'] },
      {
        apiGroups: [''],
        resources: ['services'],
        resourceNames: ['foo-metrics'],
        verbs: ['get', 'update', 'patch', 'delete'],
      },
      { apiGroups: ['networking.k8s.io'], resources: ['networkpolicies'], verbs: ['create', 'list', 'watch'] },
      {
        apiGroups: ['networking.k8s.io'],
        resources: ['networkpolicies'],
        resourceNames: ['foo-allow-metrics'],
        verbs: ['get', 'update', 'patch', 'delete'],
      },
      { apiGroups: ['rbac.authorization.k8s.io'], resources: ['clusterroles'], verbs: ['create', 'list', 'watch'] },
      {
        apiGroups: ['rbac.authorization.k8s.io'],
        resources: ['clusterroles'],
        resourceNames: ['foo-metrics-reader'],
        verbs: ['get', 'update', 'patch', 'delete'],
      },
      { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'create', 'update'] },
      { apiGroups: ['example.com'], resources: ['widgets', 'widgets/status'], verbs: ['*'] },
      { nonResourceURLs: ['/metrics'], verbs: ['get'] },
    ]);
  });

  it('fills the catalog image template', async () => {
    const { plan, head } = await planOf(FOO_V1, FOO_V2, 'registry.example:5000/{catalog}:{name}-{sha}');
    const image = `registry.example:5000/catalogs/v4.18:v4.18-${head}`;
    const p = plan.packages[0]!;
    expect(p.catalogImage).toBe(image);
    expect(p.objects.v1[0]!.spec).toEqual({ source: { type: 'Image', image: { ref: image } } });
    expect(p.objects.classic[1]!.spec).toMatchObject({ sourceType: 'grpc', image });
  });
});

describe('what the catalog says of the bundles', () => {
  it('OwnNamespace only, on OpenShift 4.16: OLM classic alone, its group targets its namespace', async () => {
    const own = { modes: ['OwnNamespace'] as const };
    const { plan } = await planOf(
      { 'catalogs/v4.16/foo/catalog.yaml': catalog('foo', [{ version: '1.0.0' }], own) },
      {
        'catalogs/v4.16/foo/catalog.yaml': catalog(
          'foo',
          [{ version: '1.0.0' }, { version: '1.1.0', replaces: '1.0.0' }],
          own,
        ),
      },
    );
    const p = plan.packages[0]!;
    expect(p.consumers).toEqual(['classic']);
    expect(p.objects.v1).toEqual([]);
    expect(p.installer).toBeUndefined();
    expect(p.installMode).toBe('OwnNamespace');
    expect(p.objects.classic.find((o) => o.kind === 'OperatorGroup')!.spec).toEqual({
      targetNamespaces: ['fbc-bot-foo'],
    });
    expectValid(p);
  });

  it('olm.csv.metadata only: its install modes, the installer bound to cluster-admin, OLM v1 to refuse', async () => {
    const single = { modes: ['SingleNamespace'] as const, format: 'metadata' as const };
    const { plan } = await planOf(
      {},
      { 'catalogs/v4.20/foo/catalog.yaml': catalog('foo', [{ version: '1.0.0' }], single) },
    );
    const p = plan.packages[0]!;
    expect(p.upgrades).toEqual([]);
    expect(p.installer).toBe('cluster-admin');
    expect(kinds(p.objects.v1)).toEqual([
      'ClusterCatalog',
      'Namespace',
      'ServiceAccount',
      'ClusterRoleBinding',
      'ClusterExtension',
    ]);
    expect(p.objects.v1[3]!.roleRef).toEqual({
      apiGroup: 'rbac.authorization.k8s.io',
      kind: 'ClusterRole',
      name: 'cluster-admin',
    });
    expect(p.installMode).toBe('SingleNamespace');
    expect(kinds(p.objects.classic)).toEqual([
      'Namespace',
      'Namespace',
      'CatalogSource',
      'OperatorGroup',
      'Subscription',
    ]);
    expect(p.objects.classic.find((o) => o.kind === 'OperatorGroup')!.spec).toEqual({
      targetNamespaces: ['fbc-bot-foo-watched'],
    });
    expect(p.notes).toEqual([
      {
        flavour: 'v1',
        message: expect.stringMatching(/^foo\.v1\.0\.0 do\(es\) not support AllNamespaces, the only install mode/),
        refused: true,
      },
    ]);
    expectValid(p);
  });

  it('a CSV supporting no install mode: OLM classic expected to refuse (install-classic-install-mode)', async () => {
    const none = { modes: [] as const };
    const { plan } = await planOf(
      {},
      { 'catalogs/v4.16/foo/catalog.yaml': catalog('foo', [{ version: '1.0.0' }], none) },
    );
    const p = plan.packages[0]!;
    expect(p.notes).toContainEqual({
      flavour: 'classic',
      message:
        'foo.v1.0.0: its CSV supports no install mode (of AllNamespaces, MultiNamespace, SingleNamespace, ' +
        'OwnNamespace): no OperatorGroup fits it: expect OLM classic to refuse the install',
      refused: true,
    });
    // v4.16: OLM classic's alone.
    expect(p.notes?.filter((n) => n.refused).map((n) => n.flavour)).toEqual(['classic']);
  });

  it('no CSV at all: AllNamespaces is assumed, and said', async () => {
    const { plan } = await planOf(
      {},
      { 'catalogs/v4.16/foo/catalog.yaml': catalog('foo', [{ version: '1.0.0' }], { format: 'none' }) },
    );
    const p = plan.packages[0]!;
    expect(p.installMode).toBe('AllNamespaces');
    expect(p.notes).toEqual([
      {
        flavour: 'classic',
        message: 'the catalog does not say which install modes the bundles support: AllNamespaces is assumed',
      },
    ]);
  });
});

describe('upgrades per flavour', () => {
  it('OLM v1 passes over a deprecated successor, OLM classic takes it: one upgrade each', async () => {
    const entries = [
      { version: '1.0.0' },
      { version: '2.0.0', replaces: '1.0.0' },
      { version: '3.0.0', replaces: '2.0.0', skips: ['1.0.0'] },
    ];
    const deprecation =
      '---\nschema: olm.deprecations\npackage: foo\nentries:\n- reference: {schema: olm.bundle, name: foo.v3.0.0}\n' +
      '  message: broken\n';
    const { plan } = await planOf(
      { 'catalogs/v4.18/foo/catalog.yaml': catalog('foo', entries.slice(0, 1)) },
      { 'catalogs/v4.18/foo/catalog.yaml': catalog('foo', entries, {}, deprecation) },
    );
    const p = plan.packages[0]!;
    expect(p.upgrades).toEqual([
      {
        channel: 'stable',
        from: 'foo.v1.0.0',
        fromVersion: '1.0.0',
        to: 'foo.v2.0.0',
        toVersion: '2.0.0',
        flavours: ['v1'],
      },
      {
        channel: 'stable',
        from: 'foo.v1.0.0',
        fromVersion: '1.0.0',
        to: 'foo.v3.0.0',
        toVersion: '3.0.0',
        flavours: ['classic'],
      },
    ]);
    expect(annotated(p.objects.v1)).toEqual(['install foo.v3.0.0', 'install foo.v1.0.0', 'upgrade foo.v2.0.0']);
    expect(annotated(p.objects.classic)).toEqual(['install foo.v3.0.0', 'install foo.v1.0.0', 'upgrade foo.v3.0.0']);
    expectValid(p);
  });

  it('a removed package is not planned, and said; a base head the change removes is said', async () => {
    const { plan } = await planOf(
      { ...FOO_V2, 'catalogs/v4.18/bar/catalog.yaml': catalog('bar', [{ version: '2.0.0' }]) },
      {
        'catalogs/v4.18/bar/catalog.yaml': null,
        'catalogs/v4.18/foo/catalog.yaml': catalog('foo', [
          { version: '1.0.0' },
          { version: '1.2.0', replaces: '1.0.0' },
        ]),
      },
    );
    expect(plan.skipped).toEqual([
      { package: 'bar', catalog: 'catalogs/v4.18', reason: 'the change removes it from the catalog' },
    ]);
    const p = plan.packages[0]!;
    expect(p.upgrades).toEqual([]);
    expect(p.notes).toEqual([
      {
        message:
          'channel stable: foo.v1.1.0, its head before the change, is no longer in the catalog, so the upgrade of ' +
          'its users cannot be rehearsed from it',
      },
    ]);
  });
});

describe('names a catalog decides', () => {
  it('two packages whose names differ only by a dot and a dash get two namespaces', async () => {
    const { plan } = await planOf(
      {},
      {
        'catalogs/v4.18/a/catalog.yaml': catalog('foo.bar', [{ version: '1.0.0' }]),
        'catalogs/v4.18/b/catalog.yaml': catalog('foo-bar', [{ version: '1.0.0' }]),
      },
    );
    const namespace = (pkg: string) => plan.packages.find((p) => p.package === pkg)!.objects.classic[0]!.metadata.name;
    expect(namespace('foo-bar')).toBe('fbc-bot-foo-bar');
    expect(namespace('foo.bar')).toMatch(/^fbc-bot-foo-bar-[0-9a-f]{8}$/);
    for (const p of plan.packages) expectValid(p);
  });

  it('a package name no Kubernetes name may hold: hashed into names, and no ClusterExtension can name it', async () => {
    const { plan } = await planOf(
      {},
      { 'catalogs/v4.18/x/catalog.yaml': catalog('Foo_Operator', [{ version: '1.0.0' }]) },
    );
    const p = plan.packages[0]!;
    expect(p.objects.classic.find((o) => o.kind === 'Namespace')!.metadata.name).toMatch(
      /^fbc-bot-foo-operator-[0-9a-f]{8}$/,
    );
    expect(p.objects.classic.find((o) => o.kind === 'CatalogSource')!.metadata.name).toBe('fbc-bot-catalogs-v4-18');
    expect(p.objects.v1).toEqual([]);
    expect(p.notes).toEqual([
      {
        flavour: 'v1',
        message:
          "OLM v1 cannot install it: the package name is not a DNS-1123 subdomain, which a ClusterExtension's " +
          'packageName must be',
        refused: true,
      },
    ]);
    expectValid(p);
  });
});
