// resolve() and files() against a real registry (docker-registry on loopback) holding images
// built by umoci and pushed by skopeo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistryLookup } from '../../src/registry/index.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { buildImage, buildIndex, ociLayout, push, removeLayout, skopeoDigest } from '../helpers/oci-image.js';
import { startProxy, type Proxy } from '../helpers/registry-proxy.js';

const CRD =
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\n';
const CSV =
  'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: widget-operator.v1.0.0\n';
const text = (b: Uint8Array): string => new TextDecoder().decode(b);

describe.skipIf(!hasRegistryTools)(registryNote('registry lookup against a loopback registry'), () => {
  let registry: Registry;
  let layout: string;
  let ref: (repoTag: string) => string;

  beforeAll(async () => {
    registry = await startRegistry();
    ref = (repoTag) => `${registry.host}/${repoTag}`;
    layout = ociLayout();
    buildImage(layout, 'bundle', [
      {
        'manifests/widgets.crd.yaml': CRD,
        'manifests/widget-operator.clusterserviceversion.yaml': CSV,
        'metadata/annotations.yaml': 'annotations: {}\n',
      },
    ]);
    buildImage(layout, 'bundle2', [
      {
        'manifests/widgets.crd.yaml': CRD.replace('widgets', 'gadgets'),
        'metadata/annotations.yaml': 'annotations: {}\n',
      },
    ]);
    buildImage(layout, 'whiteout', [
      { 'manifests/a.yaml': 'a', 'manifests/old.yaml': 'old', 'manifests/sub/c.yaml': 'c' },
      { whiteout: 'manifests/old.yaml' },
      { whiteout: 'manifests/sub' },
      { 'manifests/b.yaml': 'b', 'other/x': 'x' },
    ]);
    buildImage(layout, 'arm', [{ 'manifests/arch.yaml': 'arm64' }], { os: 'linux', architecture: 'arm64' });
    buildImage(layout, 'amd', [{ 'manifests/arch.yaml': 'amd64' }]);
    buildIndex(layout, 'multi', ['arm', 'amd']);
    push(layout, 'bundle', ref('ops/bundle:v1'));
    push(layout, 'bundle', ref('ops/bundle:moving'));
    push(layout, 'whiteout', ref('ops/whiteout:v1'));
    push(layout, 'multi', ref('ops/multi:v1'));
    push(layout, 'bundle', ref('ops/bundle-docker:v1'), undefined, 'v2s2');
    push(layout, 'multi', ref('ops/multi-docker:v1'), undefined, 'v2s2');
  });
  afterAll(async () => {
    await registry?.stop();
    if (layout) removeLayout(layout);
  });

  it('finds a tag, with the digest skopeo reports', async () => {
    const answer = await createRegistryLookup().resolve(ref('ops/bundle:v1'));
    expect(answer).toEqual({ state: 'found', digest: skopeoDigest(ref('ops/bundle:v1')) });
  });

  it('finds a digest reference, answering that digest', async () => {
    const digest = skopeoDigest(ref('ops/bundle:v1'));
    expect(await createRegistryLookup().resolve(`${ref('ops/bundle')}@${digest}`)).toEqual({ state: 'found', digest });
  });

  it('says missing for an unknown tag, digest or repository', async () => {
    const lookup = createRegistryLookup();
    const tag = await lookup.resolve(ref('ops/bundle:v9'));
    expect(tag.state).toBe('missing');
    const digest = await lookup.resolve(`${ref('ops/bundle')}@sha256:${'0'.repeat(64)}`);
    expect(digest.state).toBe('missing');
    // distribution answers MANIFEST_UNKNOWN (not NAME_UNKNOWN) for a repository it never saw.
    const repo = await lookup.files(ref('ops/nothing-here:v1'), 'manifests/');
    expect(repo).toEqual({ state: 'missing', detail: `manifest unknown: ${ref('ops/nothing-here:v1')}` });
    const manifest = await lookup.files(ref('ops/bundle:v9'), 'manifests/');
    expect(manifest).toEqual({ state: 'missing', detail: `manifest unknown: ${ref('ops/bundle:v9')}` });
  });

  it('follows a tag that moved: a new run resolves it to the new digest', async () => {
    const before = await createRegistryLookup().resolve(ref('ops/bundle:moving'));
    push(layout, 'bundle2', ref('ops/bundle:moving'));
    const after = await createRegistryLookup().resolve(ref('ops/bundle:moving'));
    expect(before.state).toBe('found');
    expect(after).toEqual({ state: 'found', digest: skopeoDigest(ref('ops/bundle:moving')) });
    expect(after).not.toEqual(before);
  });

  it("reads a bundle image's CRD and CSV under manifests/", async () => {
    const answer = await createRegistryLookup().files(ref('ops/bundle:v1'), 'manifests/');
    expect(answer.state).toBe('found');
    if (answer.state !== 'found') return;
    expect(answer.digest).toBe(skopeoDigest(ref('ops/bundle:v1')));
    expect(answer.files.map((f) => [f.path, text(f.content)])).toEqual([
      ['manifests/widget-operator.clusterserviceversion.yaml', CSV],
      ['manifests/widgets.crd.yaml', CRD],
    ]);
  });

  it('reads the linux/amd64 image of an index', async () => {
    const answer = await createRegistryLookup().files(ref('ops/multi:v1'), 'manifests');
    expect(answer.state === 'found' && answer.files.map((f) => [f.path, text(f.content)])).toEqual([
      ['manifests/arch.yaml', 'amd64'],
    ]);
    // The digest answered is the index's, as resolve() gives it.
    expect(answer.state === 'found' && answer.digest).toEqual(
      ((await createRegistryLookup().resolve(ref('ops/multi:v1'))) as { digest?: string }).digest,
    );
  });

  it('reads Docker schema 2 images and manifest lists as well', async () => {
    const lookup = createRegistryLookup();
    const bundle = await lookup.files(ref('ops/bundle-docker:v1'), 'manifests/');
    expect(bundle.state === 'found' && bundle.files.map((f) => f.path)).toEqual([
      'manifests/widget-operator.clusterserviceversion.yaml',
      'manifests/widgets.crd.yaml',
    ]);
    expect(await lookup.resolve(ref('ops/bundle-docker:v1'))).toEqual({
      state: 'found',
      digest: skopeoDigest(ref('ops/bundle-docker:v1')),
    });
    const multi = await lookup.files(ref('ops/multi-docker:v1'), 'manifests/');
    expect(multi.state === 'found' && multi.files.map((f) => text(f.content))).toEqual(['amd64']);
  });

  it('honours whiteouts of a file and of a directory in later layers', async () => {
    const answer = await createRegistryLookup().files(ref('ops/whiteout:v1'), 'manifests/');
    expect(answer.state === 'found' && answer.files.map((f) => [f.path, text(f.content)])).toEqual([
      ['manifests/a.yaml', 'a'],
      ['manifests/b.yaml', 'b'],
    ]);
  });

  describe('the per-run cache', () => {
    let proxy: Proxy;
    beforeAll(async () => (proxy = await startProxy(registry.host)));
    afterAll(async () => proxy?.stop());
    const manifestRequests = (): number => proxy.seen.filter((s) => s.path.includes('/manifests/')).length;

    it('asks the registry once for a reference asked twice (and concurrently), twice without the cache', async () => {
      const at = `${proxy.host}/ops/bundle:v1`;
      const lookup = createRegistryLookup();
      proxy.seen.length = 0;
      const [a, b] = await Promise.all([lookup.resolve(at), lookup.resolve(at)]);
      expect(await lookup.resolve(`${proxy.host}/ops/bundle:v1`)).toEqual(a);
      expect(b).toEqual(a);
      expect(manifestRequests()).toBe(1);
      // An image's files likewise: one manifest and one layer fetched for two askers.
      proxy.seen.length = 0;
      const [f, g] = await Promise.all([lookup.files(at, 'manifests/'), lookup.files(at, 'manifests/')]);
      expect(f.state === 'found' && f.files.map((x) => x.path)).toEqual([
        'manifests/widget-operator.clusterserviceversion.yaml',
        'manifests/widgets.crd.yaml',
      ]);
      expect(g).toEqual(f);
      expect(proxy.seen.map((s) => `${s.method} ${s.path.split('/')[4]}`)).toEqual(['GET manifests', 'GET blobs']);
      proxy.seen.length = 0;
      const uncached = createRegistryLookup({ cache: false });
      await uncached.resolve(at);
      await uncached.resolve(at);
      expect(manifestRequests()).toBe(2);
    });
  });
});
