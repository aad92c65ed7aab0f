// Bundle images a hostile registry serves to be read for their CRDs: a layer is walked as it
// streams (never held whole, inflated or not), and the run as a whole is bounded: bytes inflated
// over all images and bytes of files kept. Past a bound an image is unverified, saying which.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageContents } from '../../src/pipeline/image-answers.js';
import { createRegistryLookup } from '../../src/registry/index.js';
import { startOciServer, type OciServer } from '../helpers/oci-server.js';
import { gzippedFiller, tar } from '../helpers/tar-build.js';
import { joined } from '../helpers/regexp.js';

const MiB = 1024 * 1024;
const CRD =
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ' +
  'widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: ' +
  'Namespaced\n  versions:\n  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}\n';
/** A layer of one CRD under manifests/ and `filler` bytes elsewhere, or `kept` bytes under manifests/. */
const layer = (filler: number, kept = 0): Buffer =>
  gzipSync(
    tar([
      { path: 'manifests/widgets.crd.yaml', content: CRD },
      { path: 'filler.bin', content: 'x'.repeat(filler) },
      ...(kept ? [{ path: 'manifests/kept.yaml', content: `#${'k'.repeat(kept - 1)}` }] : []),
    ]),
  );

describe('layers from a hostile registry', () => {
  let server: OciServer;
  const ref = (repo: string): string => `${server.host}/${repo}:v1`;

  beforeAll(async () => {
    const images = new Map<string, Buffer>([
      [
        'big/bundle',
        await gzippedFiller([{ path: 'manifests/widgets.crd.yaml', content: CRD }], 'filler.bin', 96 * MiB),
      ],
    ]);
    const small = layer(MiB);
    for (let i = 0; i < 6; i++) images.set(`inflate${i}/bundle`, small);
    for (let i = 0; i < 4; i++) images.set(`held${i}/bundle`, layer(0, 1.5 * MiB + i));
    images.set('refused/bundle', small);
    images.set('cut/bundle', small);
    images.set('five/bundle', layer(0, 5 * MiB));
    images.set('after-cut/bundle', small);
    images.set('garbled/bundle', gzipSync(tar([{ path: 'manifests/a.yaml', content: 'a', badChecksum: true }])));
    images.set(
      'short/bundle',
      gzipSync(tar([{ path: 'manifests/a.yaml', content: 'a'.repeat(600) }], false).subarray(0, 800)),
    );
    server = await startOciServer(
      images,
      new Map<string, number | 'cut'>([
        ['refused/bundle', 8 * MiB],
        ['cut/bundle', 'cut'],
      ]),
    );
  });
  afterAll(async () => server?.stop());

  it('walks a layer inflating to 96 MiB without holding it', async () => {
    // The process's high-water mark: a layer held whole, even briefly, raises it by its size (twice,
    // as zlib gathers then joins it); streamed, only by the garbage not yet collected.
    const before = process.resourceUsage().maxRSS * 1024;
    const got = await createRegistryLookup().files(ref('big/bundle'), 'manifests/');
    expect(got.state === 'found' && got.files.map((f) => f.path)).toEqual(['manifests/widgets.crd.yaml']);
    expect(process.resourceUsage().maxRSS * 1024 - before).toBeLessThan(80 * MiB);
  });

  it('bounds the bytes one run inflates, over all its images', async () => {
    const lookup = createRegistryLookup({ runInflatedBytes: 3 * MiB });
    const contents = await readImageContents(
      lookup,
      Array.from({ length: 6 }, (_, i) => ref(`inflate${i}/bundle`)),
    );
    const states = [...contents.values()].map((c) => c.crds);
    expect(states.filter((c) => c.state !== 'unreadable').length).toBeLessThanOrEqual(2);
    const refused = states.filter((c) => c.state === 'unreadable');
    expect(refused.length).toBeGreaterThanOrEqual(4);
    for (const c of refused)
      expect(c.state === 'unreadable' && c.detail).toMatch(
        joined(
          /: not verified: layer sha256:[0-9a-f]{64} of .*: /,
          /not read, this run already inflated 3 MiB of image layers \(its bound\)$/,
        ),
      );
  });

  it('reads no more of a refused blob than an error needs', async () => {
    const got = await createRegistryLookup().files(ref('refused/bundle'), 'manifests/');
    expect(got.state === 'unverified' && got.detail).toMatch(
      joined(
        /^layer sha256:[0-9a-f]{64} of 127\.0\.0\.1:\d+\/refused\/bundle from /,
        /http:\/\/127\.0\.0\.1:\d+\/v2\/refused\/bundle\/blobs\/sha256:[0-9a-f]{64} is larger than 65536 bytes$/,
      ),
    );
  });

  it('a blob cut short leaves that image unverified, not its registry taken for down', async () => {
    const lookup = createRegistryLookup({ concurrency: 1 });
    const cut = await lookup.files(ref('cut/bundle'), 'manifests/');
    expect(cut.state === 'unverified' && cut.detail).toMatch(
      joined(
        /^layer sha256:[0-9a-f]{64} of 127\.0\.0\.1:\d+\/cut\/bundle: /,
        /the transfer was cut short \(127\.0\.0\.1:\d+ unreachable \(.+\)\)$/,
      ),
    );
    expect((await lookup.files(ref('after-cut/bundle'), 'manifests/')).state).toBe('found');
  });

  it("says a layer's tar that is damaged or cut short, naming the layer", async () => {
    const lookup = createRegistryLookup();
    const garbled = await lookup.files(ref('garbled/bundle'), 'manifests/');
    expect(garbled.state === 'unverified' && garbled.detail).toMatch(
      joined(
        /^layer sha256:[0-9a-f]{64} of 127\.0\.0\.1:\d+\/garbled\/bundle:v1: /,
        /not a tar archive \(bad header checksum at offset 0\)$/,
      ),
    );
    const short = await lookup.files(ref('short/bundle'), 'manifests/');
    expect(short.state === 'unverified' && short.detail).toMatch(
      joined(
        /^layer sha256:[0-9a-f]{64} of 127\.0\.0\.1:\d+\/short\/bundle:v1: /,
        /tar entry at offset 0 runs past the end of the layer$/,
      ),
    );
  });

  it('keeps no file over 4 MiB (it would be decoded as YAML after)', async () => {
    const got = await createRegistryLookup().files(ref('five/bundle'), 'manifests/');
    expect(got.state === 'found' ? 'found' : got.detail).toBe(
      `image ${server.host}/five/bundle:v1: manifests/kept.yaml is larger than 4 MiB`,
    );
  });

  it('bounds the bytes of files one run keeps from images', async () => {
    const lookup = createRegistryLookup({ runHeldBytes: 2 * MiB, concurrency: 1 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await lookup.files(ref(`held${i}/bundle`), 'manifests/'));
    expect(answers.map((a) => a.state)).toEqual(['found', 'unverified', 'unverified', 'unverified']);
    expect(answers[1]).toEqual({
      state: 'unverified',
      detail:
        `image ${server.host}/held1/bundle:v1: not read, the files this run kept from images would exceed ` +
        `2 MiB (its bound)`,
    });
  });
});
