// `fbc-bot render --check-images` against a real registry (docker-registry on loopback) holding
// bundle images built by umoci: one rebuilt from the olm.bundle.object properties of a v4.16
// catalog's bundle, one from a real bundle directory (dependencies.yaml, thirteen CRDs) behind
// credentials, rendered under the v4.17+ migrate level; each comes out as the catalog holds it
// (the image reference, which the registry decides, aside). A missing image is exit 2 naming it;
// an image that is no bundle, exit 1 naming it.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeYamlFull } from '../../src/catalog/goyaml/full.js';
import type { JsonObject } from '../../src/catalog/goyaml/json-value.js';
import { goBundle, writeOpm } from '../../src/templates/opm-output.js';
import { bundleImageFiles } from '../helpers/bundle-files-of.js';
import { run } from '../helpers/cli.js';
import { buildImage, ociLayout, push, removeLayout } from '../helpers/oci-image.js';
import {
  hasRegistryTools,
  registryNote,
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  startRegistry,
  type Registry,
} from '../helpers/registry.js';
import { writeTree } from '../helpers/validate.js';

const FIXTURES = new URL('../templates/fixtures/bundle-image/', import.meta.url).pathname;
const ECR = 'ecr-secret-operator.v0.4.0';
const RABBIT = 'rabbitmq-messaging-topology-operator.v1.15.0';
const PACKAGE_LABEL = 'operators.operatorframework.io.bundle.package.v1';
const AMD = { os: 'linux', architecture: 'amd64' };

const blobDoc = (name: string): JsonObject => {
  const r = decodeYamlFull(readFileSync(join(FIXTURES, `${name}.yaml`), 'utf8').slice('---\n'.length));
  if (!r.ok) throw new Error(r.error);
  return r.value as JsonObject;
};

/** The catalog's document with the bundle image the registry gives it, related images re-sorted as opm sorts them. */
function withImage(doc: JsonObject, image: string): JsonObject {
  const related = (doc['relatedImages'] as JsonObject[])
    .map((r) => (r['image'] === doc['image'] ? { ...r, image } : r))
    .sort((a, b) => (String(a['image']) < String(b['image']) ? -1 : 1));
  return goBundle({ ...doc, image, relatedImages: related });
}

function dirLayer(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const sub of ['manifests', 'metadata'])
    for (const f of readdirSync(join(dir, sub))) out[`${sub}/${f}`] = readFileSync(join(dir, sub, f), 'utf8');
  return out;
}

describe.skipIf(!hasRegistryTools)(registryNote('render --check-images from a loopback registry'), () => {
  let registry: Registry;
  let secured: Registry;
  let layout: string;
  const saved = process.env.REGISTRY_AUTH_FILE;
  const ecr = (): string => `${registry.host}/bundles/ecr-secret-operator:v0.4.0`;
  const rabbit = (): string => `${secured.host}/bundles/rabbitmq-messaging-topology-operator:1.15.0`;

  beforeAll(async () => {
    [registry, secured] = await Promise.all([startRegistry(), startRegistry({ auth: true })]);
    layout = ociLayout();
    const { files, labels } = bundleImageFiles(blobDoc(ECR));
    buildImage(layout, 'ecr', [files], AMD, labels);
    buildImage(layout, 'rabbit', [dirLayer(join(FIXTURES, RABBIT))], AMD, {
      [PACKAGE_LABEL]: 'rabbitmq-messaging-topology-operator',
    });
    buildImage(layout, 'plain', [files], AMD);
    push(layout, 'ecr', ecr());
    push(layout, 'plain', `${registry.host}/bundles/plain:1`);
    push(layout, 'rabbit', rabbit(), `${REGISTRY_USER}:${REGISTRY_PASSWORD}`);
    const auth = join(mkdtempSync(join(tmpdir(), 'fbc-auth-')), 'auth.json');
    const basic = Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64');
    writeFileSync(auth, JSON.stringify({ auths: { [secured.host]: { auth: basic } } }));
    process.env.REGISTRY_AUTH_FILE = auth;
  }, 60_000);
  afterAll(async () => {
    if (saved === undefined) delete process.env.REGISTRY_AUTH_FILE;
    else process.env.REGISTRY_AUTH_FILE = saved;
    await Promise.all([registry?.stop(), secured?.stop()]);
    if (layout) removeLayout(layout);
  });

  const template = (text: string): string => join(writeTree({ 'template.yaml': text }), 'template.yaml');
  const basic = (image: string): string =>
    'schema: olm.template.basic\nentries:\n- schema: olm.package\n  name: ecr-secret-operator\n' +
    '  defaultChannel: alpha\n- schema: olm.channel\n  package: ecr-secret-operator\n  name: alpha\n' +
    `  entries:\n  - name: ecr-secret-operator.v0.4.0\n- schema: olm.bundle\n  image: ${image}\n`;

  it("basic: the bundle rendered from its image is the catalog's, byte for byte", async () => {
    const r = await run('render', '--template', template(basic(ecr())), '--check-images', '-o', 'yaml');
    expect(r).toMatchObject({ code: 0, err: '' });
    const expected = writeOpm(
      [
        { schema: 'olm.package', name: 'ecr-secret-operator', defaultChannel: 'alpha' },
        {
          schema: 'olm.channel',
          name: 'alpha',
          package: 'ecr-secret-operator',
          entries: [{ name: 'ecr-secret-operator.v0.4.0' }],
        },
        withImage(blobDoc(ECR), ecr()),
      ],
      'yaml',
    );
    expect(r.out).toBe(expected);
  });

  it('semver, migrated to olm.csv.metadata, with credentials: the icon and description from the CSV', async () => {
    const file = template(`schema: olm.semver\nstable:\n  bundles:\n  - image: ${rabbit()}\n`);
    const args = ['render', '--template', file, '--check-images', '-o', 'yaml'];
    const r = await run(...args, '--migrate-level', 'bundle-object-to-csv-metadata');
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toContain(writeOpm([withImage(blobDoc(RABBIT), rabbit())], 'yaml'));
    const about = '## About the managed application';
    expect(r.out).toMatch(
      new RegExp(`^---\ndefaultChannel: stable-v1\\.15\ndescription: \\|\n {2}${about}\n[^]*\nicon:\n`),
    );
    expect(r.out).toContain('icon:\n  base64data: iVBOR');
    // JSON: property values as json.Marshal made them (`>` escaped), the CSV's annotations sorted.
    const json = await run(...args.slice(0, -2), '--migrate-level', 'bundle-object-to-csv-metadata');
    expect(json.out).toContain('"packageName": "rabbitmq-cluster-operator",\n');
    expect(json.out).toContain('"versionRange": "\\u003e2.0.0"\n');
    const annotations = /"annotations": \{\n((?: {20}"[^"]+": .*\n)+)/.exec(json.out)![1]!.split('\n');
    const keys = annotations.filter(Boolean).map((l) => l.trim().split('"')[1]!);
    expect(keys.length).toBeGreaterThan(5);
    expect(keys).toEqual([...keys].sort());
    // Without the migrate level, the manifests as olm.bundle.object, as opm before 4.17's catalogs.
    const old = await run(...args, '--opm-version', 'v1.46.0');
    expect(old.code).toBe(0);
    expect(old.out).toContain('- type: olm.bundle.object\n');
    expect(old.out).not.toContain('olm.csv.metadata');
    expect(old.out).not.toContain('icon:');
  });

  it('an image the registry does not have: exit 2 naming it', async () => {
    const missing = `${registry.host}/bundles/nope:1`;
    const r = await run('render', '--template', template(basic(missing)), '--check-images');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(`cannot read bundle image ${missing} (the registry has no such image)`);
  });

  it('an image that is no bundle: exit 1 naming it', async () => {
    const plain = `${registry.host}/bundles/plain:1`;
    const file = template(basic(plain));
    const r = await run('render', '--template', file, '--check-images');
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `${file}: bundle image "${plain}" is not a bundle image: its config has no label ${PACKAGE_LABEL}\n`,
    );
  });

  it('bundles from a catalog or from images, not both; --migrate-level only with images', async () => {
    const file = template(basic(ecr()));
    const both = await run('render', '--template', file, '--check-images', '--bundles-from', '.');
    expect(both.code).toBe(2);
    expect(both.err).toContain('not both');
    const level = await run('render', '--template', file, '--bundles-from', '.', '--migrate-level', 'none');
    expect(level.code).toBe(2);
    expect(level.err).toContain('--migrate-level applies to bundles rendered from their images');
    const unknown = await run('render', '--template', file, '--check-images', '--migrate-level', 'csv');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('--migrate-level csv is no opm migrate level (none, bundle-object-to-csv-metadata)');
  });
});
