// The install plan of catalogs a pull request broke or shaped against it: a plan (or a skipped
// package saying why), never a crash, and never an object the API server would refuse.
import { describe, expect, it } from 'vitest';
import { planInstalls } from '../../src/pipeline/install-plan-run.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';
import { installBundleDoc } from '../helpers/install-bundles.js';
import { objectErrors } from '../kube/validate-objects.js';

async function planOf(head: Record<string, string>) {
  const repo = newRepo();
  commit(repo, 'base', {
    'catalogs/v4.18/foo/catalog.yaml':
      pkgDoc() + channelDoc('- name: foo.v1.0.0\n') + installBundleDoc({ pkg: 'foo', version: '1.0.0' }),
  });
  commit(repo, 'head', head);
  const plan = await planInstalls({ repo, base: 'HEAD~1', head: 'HEAD' });
  for (const p of plan.packages)
    for (const o of [...p.objects.v1, ...p.objects.classic]) expect(objectErrors(o), `${o.kind}`).toEqual([]);
  return plan;
}

const FOO = 'catalogs/v4.18/foo/catalog.yaml';

describe('install-plan on broken catalogs', () => {
  it('a default channel head with no bundle, or with no version, is skipped with the reason', async () => {
    const ghost = await planOf({
      [FOO]:
        pkgDoc() +
        channelDoc('- name: foo.v1.0.0\n- name: foo.v2.0.0\n  replaces: foo.v1.0.0\n') +
        installBundleDoc({ pkg: 'foo', version: '1.0.0' }),
    });
    expect(ghost.packages).toEqual([]);
    expect(ghost.skipped).toEqual([
      {
        package: 'foo',
        catalog: 'catalogs/v4.18',
        reason: 'the head of its default channel, foo.v2.0.0, has no version OLM can read',
      },
    ]);
    const two = await planOf({
      [FOO]:
        pkgDoc() +
        channelDoc('- name: foo.v1.0.0\n- name: foo.v2.0.0\n') +
        installBundleDoc({ pkg: 'foo', version: '1.0.0' }) +
        bundleDoc({ name: 'foo.v2.0.0' }),
    });
    expect(two.skipped?.[0]?.reason).toBe('its default channel "stable" has no single head');
    const none = await planOf({
      [FOO]:
        pkgDoc('foo', 'fast') + channelDoc('- name: foo.v1.0.0\n') + installBundleDoc({ pkg: 'foo', version: '1.0.0' }),
    });
    expect(none.skipped?.[0]?.reason).toBe('its default channel "fast" is not one of its channels');
  });

  it('a file that is not YAML, a channel whose replaces chain loops: still a plan', async () => {
    const loop =
      pkgDoc() +
      channelDoc(
        '- name: foo.v1.0.0\n  replaces: foo.v2.0.0\n- name: foo.v2.0.0\n  replaces: foo.v1.0.0\n' +
          '- name: foo.v3.0.0\n  replaces: foo.v2.0.0\n',
      ) +
      ['1.0.0', '2.0.0', '3.0.0'].map((version) => installBundleDoc({ pkg: 'foo', version })).join('');
    const plan = await planOf({ [FOO]: loop, 'catalogs/v4.18/bar/catalog.yaml': '{ not: yaml: [' });
    expect(plan.packages.map((p) => [p.package, p.install.bundle])).toEqual([['foo', 'foo.v3.0.0']]);
    expect(plan.packages[0]!.notes?.some((n) => n.flavour === 'classic')).toBe(true);
  });

  it('olm.bundle.object properties keyed Type and Value are read, as opm decodes them (Go field names)', async () => {
    const upper = installBundleDoc({ pkg: 'foo', version: '2.0.0' }).replaceAll(
      '- type: olm.bundle.object\n  value:',
      '- Type: olm.bundle.object\n  Value:',
    );
    expect(upper).toContain('- Type: olm.bundle.object\n  Value:');
    const plan = await planOf({
      [FOO]:
        pkgDoc() +
        channelDoc('- name: foo.v1.0.0\n- name: foo.v2.0.0\n  replaces: foo.v1.0.0\n') +
        installBundleDoc({ pkg: 'foo', version: '1.0.0' }) +
        upper,
    });
    // The CSVs' permissions, not cluster-admin: the plan found the CSV among the renamed keys.
    expect(plan.packages[0]!.installer).toBe('derived');
  });

  it('a CSV object whose fields are of the wrong types gives rules the server takes', async () => {
    const csv = Buffer.from(
      JSON.stringify({
        apiVersion: 'operators.coreos.com/v1alpha1',
        kind: 'ClusterServiceVersion',
        metadata: { name: 'foo.v2.0.0' },
        spec: {
          installModes: 'AllNamespaces',
          customresourcedefinitions: { owned: [{ name: 7 }, 'x', null] },
          install: {
            spec: {
              deployments: [{ name: ['x'] }, 3],
              permissions: 'all',
              clusterPermissions: [
                { rules: [{ verbs: 'x' }, { apiGroups: ['__proto__'], resources: ['constructor'], verbs: ['get'] }] },
              ],
            },
          },
        },
      }),
    ).toString('base64');
    const other = Buffer.from(JSON.stringify({ apiVersion: 7, kind: 'Service', metadata: { name: 'x' } })).toString(
      'base64',
    );
    const plan = await planOf({
      [FOO]:
        pkgDoc() +
        channelDoc('- name: foo.v1.0.0\n- name: foo.v2.0.0\n  replaces: foo.v1.0.0\n') +
        installBundleDoc({ pkg: 'foo', version: '1.0.0' }) +
        bundleDoc({
          name: 'foo.v2.0.0',
          properties:
            '- type: olm.package\n  value: {packageName: foo, version: 2.0.0}\n' +
            `- type: olm.bundle.object\n  value: {data: ${csv}}\n` +
            `- type: olm.bundle.object\n  value: {data: ${other}}\n`,
        }),
    });
    const p = plan.packages[0]!;
    expect(p.installer).toBe('derived');
    expect(p.objects.v1.find((o) => o.kind === 'ClusterRole')!.rules).toContainEqual({
      apiGroups: ['__proto__'],
      resources: ['constructor'],
      verbs: ['get'],
    });
  });
});
