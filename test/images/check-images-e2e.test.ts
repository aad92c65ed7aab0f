// `fbc-bot diff --check-images` end to end against a real registry on loopback (Debian's
// docker-registry, images built with umoci and pushed with skopeo), behind a proxy that counts
// requests: without the flag nothing is asked; with it a missing related image is image-not-found,
// a CRD change between metadata-only bundles is read from their images, a re-pin is settled.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { diffCommits } from '../helpers/cli.js';
import { buildImage, ociLayout, push, removeLayout, skopeoDigest } from '../helpers/oci-image.js';
import { startProxy, type Proxy } from '../helpers/registry-proxy.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { catalogText, crd, specSchema } from '../crd/helpers.js';

interface Report {
  verdict: string;
  findings: { rule: string; severity: string; message: string; bundle?: string; introduced?: boolean }[];
}

const both = crd(specSchema({ mode: { type: 'string' }, size: { type: 'integer' } }));
const modeOnly = crd(specSchema({ mode: { type: 'string' } }));
const CSV = 'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: foo\n';

describe.skipIf(!hasRegistryTools)(registryNote('diff --check-images against a loopback registry'), () => {
  let registry: Registry;
  let proxy: Proxy;
  let layout: string;
  let v1Digest: string;
  let v2Digest: string;
  const saved = process.env.REGISTRY_AUTH_FILE;

  beforeAll(async () => {
    registry = await startRegistry();
    // No credentials of the machine running the tests: an empty auth file (set once the registry
    // runs: docker-registry reads REGISTRY_* variables as its own configuration).
    const auth = join(mkdtempSync(join(tmpdir(), 'fbc-auth-')), 'auth.json');
    writeFileSync(auth, '{}');
    process.env.REGISTRY_AUTH_FILE = auth;
    proxy = await startProxy(registry.host);
    layout = ociLayout();
    buildImage(layout, 'v1', [{ 'manifests/foo.csv.yaml': CSV, 'manifests/widgets.crd.yaml': stringify(both) }]);
    buildImage(layout, 'v2', [{ 'manifests/foo.csv.yaml': CSV, 'manifests/widgets.crd.yaml': stringify(modeOnly) }]);
    push(layout, 'v1', `${registry.host}/example/foo-bundle:v0.1.0`);
    push(layout, 'v2', `${registry.host}/example/foo-bundle:v0.2.0`);
    v1Digest = skopeoDigest(`${registry.host}/example/foo-bundle:v0.1.0`);
    v2Digest = skopeoDigest(`${registry.host}/example/foo-bundle:v0.2.0`);
  }, 120_000);

  afterAll(async () => {
    if (saved === undefined) delete process.env.REGISTRY_AUTH_FILE;
    else process.env.REGISTRY_AUTH_FILE = saved;
    await proxy?.stop();
    await registry?.stop();
    if (layout) removeLayout(layout);
  });

  /** Catalog texts of package foo (olm.csv.metadata only), images served through the proxy. */
  const texts = (versions: string[], edit: (text: string) => string = (t) => t): string =>
    edit(
      catalogText(versions.map((version) => ({ version, objects: 'csv-metadata' as const }))).replaceAll(
        'quay.io/example/',
        `${proxy.host}/example/`,
      ),
    );

  async function diff(base: string, head: string, ...flags: string[]): Promise<Report> {
    const r = await diffCommits(
      { 'cat/foo/catalog.yaml': base },
      { 'cat/foo/catalog.yaml': head },
      '--format',
      'json',
      ...flags,
    );
    expect(r.err).toBe('');
    return JSON.parse(r.out) as Report;
  }

  const related =
    (image: string) =>
    (t: string): string =>
      t.replace(/(name: foo\.v0\.2\.0\nimage: [^\n]+\n)/, `$1relatedImages:\n- name: operand\n  image: ${image}\n`);

  it('off by default: no request at all, the CRD check cannot run', async () => {
    const before = proxy.seen.length;
    const r = await diff(texts(['0.1.0']), texts(['0.1.0', '0.2.0'], related(`${proxy.host}/example/missing:1`)));
    expect(proxy.seen.length).toBe(before);
    expect(r.findings.map((f) => f.rule)).toContain('crd-not-checkable');
    expect(r.findings.map((f) => f.rule)).not.toContain('image-not-found');
  });

  it('on: a missing related image, and the CRD change read from the bundle images', async () => {
    const r = await diff(
      texts(['0.1.0']),
      texts(['0.1.0', '0.2.0'], related(`${proxy.host}/example/missing:1`)),
      '--check-images',
    );
    const rules = r.findings.map((f) => [f.rule, f.severity, f.bundle]);
    expect(rules).toContainEqual(['image-not-found', 'error', 'foo.v0.2.0']);
    expect(rules).toContainEqual(['crd-field-removed', 'error', 'foo.v0.2.0']);
    expect(r.findings.map((f) => f.rule)).not.toContain('crd-not-checkable');
    expect(r.findings.map((f) => f.rule)).not.toContain('image-not-verified');
    expect(r.findings.find((f) => f.rule === 'image-not-found')!.message).toContain(
      `related image ${proxy.host}/example/missing:1 (operand) does not exist in its registry`,
    );
    expect(r.findings.find((f) => f.rule === 'crd-field-removed')!.message).toMatch(
      /^edge foo\.v0\.1\.0 → foo\.v0\.2\.0: CRD widgets\.example\.com v1 \.spec\.size/,
    );
    expect(r.verdict).toBe('fail');
  });

  it('a re-pin to the digest the tag resolves to is proven; to another digest, bundle-image-changed', async () => {
    const pin =
      (digest: string) =>
      (t: string): string =>
        t.replace(`${proxy.host}/example/foo-bundle:v0.1.0`, `${proxy.host}/example/foo-bundle@${digest}`);
    const proven = await diff(texts(['0.1.0']), texts(['0.1.0'], pin(v1Digest)), '--check-images');
    expect(proven.findings.filter((f) => f.rule.startsWith('bundle-image')).map((f) => [f.rule, f.message])).toEqual([
      [
        'bundle-image-pinned',
        `published bundle foo.v0.1.0 is re-pinned from ${proxy.host}/example/foo-bundle:v0.1.0 to ` +
          `${proxy.host}/example/foo-bundle@${v1Digest}: the registry resolves ${proxy.host}` +
          `/example/foo-bundle:v0.1.0 to that digest, so it is the same bundle`,
      ],
    ]);
    const refuted = await diff(texts(['0.1.0']), texts(['0.1.0'], pin(v2Digest)), '--check-images');
    expect(refuted.findings.filter((f) => f.rule.startsWith('bundle-image')).map((f) => [f.rule, f.severity])).toEqual([
      ['bundle-image-changed', 'error'],
    ]);
    expect(refuted.verdict).toBe('fail');
  });

  it('a digest given up for a tag: a warning while the tag names that digest, else bundle-image-changed', async () => {
    const unpin =
      (tag: string) =>
      (t: string): string =>
        t.replace(`${proxy.host}/example/foo-bundle:v0.1.0`, `${proxy.host}/example/foo-bundle:${tag}`);
    const pinned = texts(['0.1.0'], (t) =>
      t.replace(`${proxy.host}/example/foo-bundle:v0.1.0`, `${proxy.host}/example/foo-bundle@${v1Digest}`),
    );
    const same = await diff(pinned, texts(['0.1.0'], unpin('v0.1.0')), '--check-images');
    expect(same.findings.filter((f) => f.rule.startsWith('bundle-image')).map((f) => [f.rule, f.severity])).toEqual([
      ['bundle-image-unpinned', 'warning'],
    ]);
    expect(same.verdict).toBe('pass');
    const moved = await diff(pinned, texts(['0.1.0'], unpin('v0.2.0')), '--check-images');
    expect(moved.findings.filter((f) => f.rule.startsWith('bundle-image')).map((f) => [f.rule, f.severity])).toEqual([
      ['bundle-image-changed', 'error'],
    ]);
    expect(moved.verdict).toBe('fail');
  });
});
