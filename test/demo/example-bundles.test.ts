// scripts/example-bundles.sh against a loopback registry, then scripts/example-pull-request.sh
// with its map: the example's bundles become real registry+v1 images whose CSVs are the catalog's
// bundles, and the example repository made with them reviews and plans as the placeholder one does,
// so the install-test workflow's cluster installs what the example's plan predicts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const CATALOGS = ['catalogs/v4.16', 'catalogs/v4.17'];

/** Environment for the scripts: no GITHUB_ENV (they would write the runner's variables to it). */
const scriptEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'GITHUB_ENV'));
const script = (name: string, ...args: string[]): string =>
  execFileSync(join(ROOT, 'scripts', name), args, { encoding: 'utf8', env: scriptEnv(), stdio: 'pipe' });

interface CatalogBundle {
  readonly name: string;
  readonly version: string;
  readonly image: string;
}

/** The olm.bundle documents of the example's block-style catalog. */
function catalogBundles(file: string): CatalogBundle[] {
  return readFileSync(file, 'utf8')
    .split(/^---$/m)
    .filter((d) => /^schema: olm\.bundle$/m.test(d))
    .map((d) => ({
      name: /^name: (.+)$/m.exec(d)![1]!,
      version: /^ {4}version: (.+)$/m.exec(d)![1]!,
      image: /^image: (.+)$/m.exec(d)![1]!,
    }));
}

interface Manifest {
  readonly kind?: string;
  readonly metadata: { readonly name: string };
  readonly spec: { readonly version: string; readonly installModes: unknown[] };
}

/** The documents of opm's JSON output (objects one after another, each opening at the line's start). */
const jsonDocs = (out: string): Record<string, unknown>[] =>
  out
    .split(/\n(?=\{)/)
    .filter((s) => s.trim())
    .map((s) => JSON.parse(s) as Record<string, unknown>);

describe.skipIf(!hasRegistryTools)(registryNote('the example bundles, real images in a loopback registry'), () => {
  let registry: Registry;
  let tmp: string;
  let map: [string, string][];
  const placeholder = (): string => join(tmp, 'placeholder');
  const real = (): string => join(tmp, 'real');

  beforeAll(async () => {
    registry = await startRegistry();
    tmp = mkdtempSync(join(tmpdir(), 'fbc-example-bundles-'));
    script('example-bundles.sh', registry.host, join(tmp, 'map'));
    map = readFileSync(join(tmp, 'map'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(' ') as [string, string]);
    script('example-pull-request.sh', placeholder());
    script('example-pull-request.sh', real(), join(tmp, 'map'));
  }, 30_000);
  afterAll(async () => {
    await registry?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("maps each of the example's bundle images to one the registry has, by the digest it serves", () => {
    const head = catalogBundles(join(ROOT, 'examples/pull-request-fix/catalogs/v4.16/hello-operator/catalog.yaml'));
    expect(map.map(([from]) => from).sort()).toEqual(head.map((b) => b.image).sort());
    for (const [, to] of map) {
      expect(to).toMatch(new RegExp(`^${registry.host.replace(/\./g, '\\.')}/example/hello-operator-bundle@sha256:`));
      const inspected = execFileSync('skopeo', ['inspect', '--tls-verify=false', `docker://${to}`], {
        encoding: 'utf8',
      });
      expect(`@${(JSON.parse(inspected) as { Digest: string }).Digest}`).toBe(to.slice(to.indexOf('@')));
    }
  });

  it("renders each image as a bundle whose name, version and CSV are the catalog's entry", async () => {
    for (const catalog of CATALOGS) {
      const bundles = catalogBundles(join(real(), catalog, 'hello-operator/catalog.yaml'));
      expect(bundles.length).toBeGreaterThan(2);
      const template = join(tmp, 'template.yaml');
      writeFileSync(
        template,
        'schema: olm.template.basic\nentries:\n- schema: olm.package\n  name: hello-operator\n' +
          bundles.map((b) => `- schema: olm.bundle\n  image: ${b.image}\n`).join(''),
      );
      const r = await run('render', '--template', template, '--check-images', '-o', 'json');
      expect(r).toMatchObject({ code: 0, err: '' });
      const rendered = jsonDocs(r.out).filter((d) => d.schema === 'olm.bundle');
      expect(rendered.map((d) => [d.name, d.image])).toEqual(bundles.map((b) => [b.name, b.image]));
      for (const [i, d] of rendered.entries()) {
        const props = d.properties as { type: string; value: Record<string, unknown> }[];
        expect(props.find((p) => p.type === 'olm.package')?.value).toEqual({
          packageName: 'hello-operator',
          version: bundles[i]!.version,
        });
        const objects = props
          .filter((p) => p.type === 'olm.bundle.object')
          .map((p) => JSON.parse(Buffer.from(String(p.value.data), 'base64').toString()) as Manifest);
        const csv = objects.find((o) => o.kind === 'ClusterServiceVersion')!;
        expect([csv.metadata.name, csv.spec.version]).toEqual([bundles[i]!.name, bundles[i]!.version]);
        expect(csv.spec.installModes).toContainEqual({ type: 'AllNamespaces', supported: true });
      }
    }
  });

  it('leaves the catalogs as they were but for the images: the same findings, and images verified', async () => {
    for (const catalog of CATALOGS) {
      const findings = async (repo: string, ...flags: string[]): Promise<unknown> => {
        const r = await run('validate', '--repo', repo, '-o', 'json', ...flags, join(repo, catalog));
        return (JSON.parse(r.out) as { findings: unknown }).findings;
      };
      expect(await findings(real())).toEqual(await findings(placeholder()));
      const checked = JSON.stringify(await findings(real(), '--check-images'));
      expect(checked).not.toContain('image-not-verified');
    }
    const v416 = await run('validate', '--repo', real(), '--check-images', '-o', 'json', join(real(), CATALOGS[0]!));
    expect(JSON.parse(v416.out)).toMatchObject({ verdict: 'pass', findings: [] });
  });

  it('plans the same installs and upgrades as the placeholder example', async () => {
    const plan = async (repo: string): Promise<unknown> => {
      const r = await run('install-plan', '--repo', repo, '--base', 'main', '--head', 'pull-request', '-o', 'json');
      expect(r.code).toBe(0);
      return JSON.parse(r.out);
    };
    const expected = await plan(placeholder());
    expect(expected).toMatchObject({
      packages: [{ package: 'hello-operator', install: { bundle: 'hello-operator.v1.3.0' } }],
    });
    expect(await plan(real())).toEqual(expected);
  });
});
