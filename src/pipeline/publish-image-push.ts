// Pushing one catalog image: every blob first (the base's layers mounted from the base's
// repository when both are on one registry, copied otherwise; the catalog layer and the
// configurations uploaded; each only when the target lacks it), then each platform's manifest and
// the index by digest. Tagging is apart (tagImage), for the caller to do last, so that a push
// failing half-way, or an image that does not read back, moves no tag.
import type { Client } from '../registry/options.js';
import type { Target } from '../registry/endpoint.js';
import type { BaseImage } from '../registry/base-image.js';
import type { Descriptor } from '../registry/blob.js';
import { blobExists, mountBlob, startUpload, uploadBlob } from '../registry/push-blob.js';
import { copyBlob } from '../registry/copy-blob.js';
import { putManifest } from '../registry/push-manifest.js';
import { catalogConfig, rfc3339 } from '../registry/image-config.js';
import { catalogIndex, catalogManifest, LAYER_MEDIA, type Blob } from '../registry/image-manifest.js';
import { digestOf, MEDIA } from '../registry/manifest.js';
import type { BuiltLayer } from './publish-image-build.js';

/** What the pushes of a run did with blobs: how many went over the wire, were mounted, were there. */
export interface PushStats {
  uploaded: number;
  uploadedBytes: number;
  mounted: number;
  present: number;
}

export interface PushContext {
  readonly client: Client;
  readonly to: Target;
  readonly base: BaseImage;
  readonly stats: PushStats;
  /** Blobs of this run by digest, settled once each: platforms and catalogs share the base's. */
  readonly blobs: Map<string, Promise<void>>;
  /**
   * Copies of the base's layers under way: a copy holds up to two chunks (the one read, the one
   * going up), so a few at a time bound what a run holds (an opm index has a dozen layers across
   * its platforms). HEADs, mounts and the run's own blobs are not queued.
   */
  readonly copies: { running: number; readonly waiting: (() => void)[] };
}

/** Copies of base layers at once. */
const COPIES = 3;

async function queued<T>(ctx: PushContext, work: () => Promise<T>): Promise<T> {
  const { copies } = ctx;
  if (copies.running >= COPIES) await new Promise<void>((go) => copies.waiting.push(go));
  else copies.running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next copy waiting, if any.
    const next = copies.waiting.shift();
    if (next) next();
    else copies.running--;
  }
}

export interface PushedImage {
  readonly digest: string;
  readonly platforms: readonly { readonly digest: string; readonly platform: Readonly<Record<string, unknown>> }[];
  /** What the tags are to name: the index (or the one manifest), as pushed by digest. */
  readonly top: { readonly body: Uint8Array<ArrayBuffer>; readonly mediaType: string };
}

const MAX_BASE_LAYER = 2 * 1024 * 1024 * 1024;

/** Where a blob's bytes come from: held here (the run's own), or the base's registry (its layers). */
type BlobSource = { readonly bytes: Uint8Array<ArrayBuffer> } | { readonly layer: Descriptor };

async function pushBlob(ctx: PushContext, digest: string, source: BlobSource, mountable: boolean): Promise<void> {
  const { client, to, stats } = ctx;
  if (await blobExists(client, to, digest)) {
    stats.present++;
    return;
  }
  let url: URL | undefined;
  if (mountable) {
    const mounted = await mountBlob(client, to, digest, ctx.base.target.repository);
    if (mounted === true) {
      stats.mounted++;
      return;
    }
    url = mounted;
  }
  if ('bytes' in source) await uploadBlob(client, to, url ?? (await startUpload(client, to)), source.bytes, digest);
  else {
    const { layer } = source;
    await queued(ctx, async () =>
      copyBlob(client, ctx.base.target, to, layer, url ?? (await startUpload(client, to)), MAX_BASE_LAYER),
    );
  }
  stats.uploaded++;
  stats.uploadedBytes += 'bytes' in source ? source.bytes.length : source.layer.size;
}

function ensureBlob(ctx: PushContext, digest: string, source: BlobSource, mountable = false): Promise<void> {
  let pending = ctx.blobs.get(digest);
  if (!pending) {
    pending = pushBlob(ctx, digest, source, mountable);
    // A failed blob is asked again by the next catalog rather than remembered as failed.
    pending.catch(() => ctx.blobs.delete(digest));
    ctx.blobs.set(digest, pending);
  }
  return pending;
}

/**
 * Each of the base's layers made present in the target (there already, mounted, or copied), once
 * per run: started before the catalog's layer is built, so that the two go on together. `ready`
 * hears of each layer once it is there.
 */
export function pushBaseLayers(ctx: PushContext, ready?: (layer: Descriptor) => void): Promise<void>[] {
  const { base, to } = ctx;
  const sameRegistry = base.target.registry === to.registry && base.target.repository !== to.repository;
  const pushes: Promise<void>[] = [];
  for (const layer of base.platforms.flatMap((p) => p.layers)) {
    // ensureBlob records a digest at once, so a layer two platforms share is first only once.
    const first = !ctx.blobs.has(layer.digest);
    const push = ensureBlob(ctx, layer.digest, { layer }, sameRegistry);
    if (first && ready)
      push.then(
        () => ready(layer),
        () => undefined,
      );
    pushes.push(push);
  }
  return pushes;
}

export async function pushCatalogImage(
  ctx: PushContext,
  layer: BuiltLayer,
  catalog: string,
  createdSeconds: number,
): Promise<PushedImage> {
  const { client, to, base } = ctx;
  const family = base.family;
  const created = rfc3339(createdSeconds);
  const layerBlob: Blob = { mediaType: LAYER_MEDIA[family], digest: layer.digest, size: layer.blob.length };
  const images = base.platforms.map((p) => {
    const what = `base image ${base.target.canonical} (${p.digest})`;
    const config = catalogConfig(p.config, { diffId: layer.diffId, catalog, created }, what) as Uint8Array<ArrayBuffer>;
    const configBlob: Blob = { mediaType: p.configMediaType, digest: digestOf('sha256', config), size: config.length };
    const manifest = catalogManifest(family, configBlob, [...p.layers, layerBlob], {
      digest: p.digest,
    }) as Uint8Array<ArrayBuffer>;
    return { base: p, config, configBlob, manifest };
  });
  const blobs: Promise<void>[] = [ensureBlob(ctx, layer.digest, { bytes: layer.blob }), ...pushBaseLayers(ctx)];
  for (const image of images) blobs.push(ensureBlob(ctx, image.configBlob.digest, { bytes: image.config }));
  await Promise.all(blobs);
  const manifestType = family === 'oci' ? MEDIA.ociManifest : MEDIA.dockerManifest;
  const platforms = [];
  for (const image of images) {
    const digest = await putManifest(client, to, digestOf('sha256', image.manifest), manifestType, image.manifest);
    platforms.push({ digest, platform: image.base.platform, size: image.manifest.length });
  }
  let top: { body: Uint8Array<ArrayBuffer>; mediaType: string };
  if (base.multi) {
    const index = catalogIndex(
      family,
      platforms.map((p) => ({
        manifest: { mediaType: manifestType, digest: p.digest, size: p.size },
        platform: p.platform,
      })),
    ) as Uint8Array<ArrayBuffer>;
    top = { body: index, mediaType: family === 'oci' ? MEDIA.ociIndex : MEDIA.dockerList };
    await putManifest(client, to, digestOf('sha256', index), top.mediaType, index);
  } else top = { body: images[0]!.manifest, mediaType: manifestType };
  return {
    digest: digestOf('sha256', top.body),
    platforms: platforms.map(({ digest, platform }) => ({ digest, platform })),
    top,
  };
}

/** Points the tags at a pushed image: the same bytes again, under each tag. */
export async function tagImage(client: Client, to: Target, image: PushedImage, tags: readonly string[]): Promise<void> {
  for (const tag of tags) await putManifest(client, to, tag, image.top.mediaType, image.top.body);
}
