import { describe, expect, it } from 'vitest';
import { changedCatalogs, dockerfile, plan, PlanError } from '../../src/action/plan.js';

describe('changedCatalogs', () => {
  it('maps changed paths to the innermost catalog; added and removed ones marked', () => {
    const base = ['catalogs/v4.15', 'catalogs/v4.16', 'old/v1'];
    const head = ['catalogs/v4.16', 'catalogs/v4.17', 'catalogs/v4.16/extra'];
    const paths = [
      'README.md',
      'catalogs/v4.16/etcd/catalog.yaml',
      'catalogs/v4.16/extra/x.json',
      'catalogs/v4.17/a/b.yaml',
      'old/v1/index.json',
      'catalogs/v4.160/z.yaml',
    ];
    expect(changedCatalogs(base, head, paths)).toEqual([
      { catalog: 'catalogs/v4.16', status: 'changed' },
      { catalog: 'catalogs/v4.16/extra', status: 'added' },
      { catalog: 'catalogs/v4.17', status: 'added' },
      { catalog: 'old/v1', status: 'removed' },
    ]);
  });

  it('nothing changed, nothing to build', () => {
    expect(changedCatalogs(['c'], ['c'], ['docs/x.md'])).toEqual([]);
  });
});

describe('dockerfile', () => {
  it("has opm generate dockerfile's instructions", () => {
    const instructions = dockerfile('quay.io/operator-framework/opm:v1.50.0', 'v4.16')
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#'));
    expect(instructions).toEqual([
      'FROM quay.io/operator-framework/opm:v1.50.0',
      'ENTRYPOINT ["/bin/opm"]',
      'CMD ["serve", "/configs", "--cache-dir=/tmp/cache"]',
      'ADD v4.16 /configs',
      'RUN ["/bin/opm", "serve", "/configs", "--cache-dir=/tmp/cache", "--cache-only"]',
      'LABEL operators.operatorframework.io.index.configs.v1=/configs',
    ]);
  });

  it('quotes a name with spaces; refuses one Docker would substitute or break', () => {
    expect(dockerfile('opm', 'my catalog')).toContain('ADD ["my catalog", "/configs"]');
    expect(() => dockerfile('opm', '$HOME')).toThrow(PlanError);
    expect(() => dockerfile('opm', 'a\nRUN x')).toThrow(/cannot be named in a Dockerfile/);
  });
});

describe('plan', () => {
  it('a matrix entry and a Dockerfile per added or changed catalog', () => {
    const p = plan(
      [
        { catalog: 'catalogs/v4.16', status: 'changed' },
        { catalog: 'top', status: 'added' },
        { catalog: 'catalogs/gone', status: 'removed' },
      ],
      'opm:1',
      'out/',
    );
    expect(p.matrix).toEqual({
      include: [
        { catalog: 'catalogs/v4.16', name: 'v4.16', context: 'catalogs', dockerfile: 'out/catalogs/v4.16.Dockerfile' },
        { catalog: 'top', name: 'top', context: '.', dockerfile: 'out/top.Dockerfile' },
      ],
    });
    expect([...p.dockerfiles.keys()]).toEqual(['out/catalogs/v4.16.Dockerfile', 'out/top.Dockerfile']);
    expect(p.dockerfiles.get('out/top.Dockerfile')).toContain('ADD top /configs');
    expect(p.removed).toEqual(['catalogs/gone']);
  });
});
