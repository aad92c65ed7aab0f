// An image manifest's layers streamed one at a time and applied in order, keeping only the
// regular files under one directory: what both a bundle's files and a catalog image's configs
// need, each with bounds sized for what it reads. Every byte inflated and every file kept is
// also told to the caller, who may refuse it against a bound of its own by throwing.
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { MEDIA, type Manifest } from './manifest.js';
import { descriptors, readBlob, type Descriptor } from './blob.js';
import { untar } from './decompress.js';
import { LayerApplier, type Limits } from './layers.js';
import { TarError, TarParser, type EntryType, type TarEntry, type TarSink } from './tar.js';
import { size } from './size.js';
import { unverified } from './failure.js';

export interface UnpackLimits extends Limits {
  readonly maxLayers: number;
  /** Compressed, per layer. */
  readonly maxLayerBytes: number;
  /** Uncompressed, per layer. */
  readonly maxTarBytes: number;
  /** Compressed, all layers together. */
  readonly maxImageBytes: number;
}

export interface Spend {
  /** Bytes of a layer's tar inflated (`what` names the layer). */
  inflate(bytes: number, what: string): void;
  /** Bytes of a file about to be kept. */
  hold(bytes: number): void;
}

export const isIndex = (m: Manifest): boolean =>
  m.mediaType === MEDIA.ociIndex ||
  m.mediaType === MEDIA.dockerList ||
  (m.mediaType === '' && Array.isArray(m.json.manifests));

/** One call a layer's tar parser made on its sink, in order. */
type SinkCall =
  { readonly wants: readonly [path: string, type: EntryType, size: number] } | { readonly entry: TarEntry };

/**
 * The layers of one read-back already streamed, by digest and directory: the calls their tar made
 * on the applier, replayed for another manifest naming the same digest (the platforms of one
 * index share the catalog layer) instead of fetching, verifying and inflating it again. A layer is
 * content-addressed, and it was verified against its digest when read from the same repository.
 * Only a caller reading one repository at one time may share one.
 */
export type LayerRead = Promise<{ readonly calls: readonly SinkCall[]; readonly inflated: number }>;
export interface LayerMemo {
  get(key: string): LayerRead | undefined;
  set(key: string, read: LayerRead): unknown;
}

/** A layer's key in a memo: its digest and the directory kept (`digest NUL directory`). */
const memoKey = (layer: Descriptor, prefix: string): string => `${layer.digest}\0${prefix}`;

/** The layer digest of a memo key. */
export const memoKeyDigest = (key: string): string => key.slice(0, key.indexOf('\0'));

/** A layer as messages name it. */
const layerName = (layer: Descriptor, t: Target): string => `layer ${layer.digest} of ${t.canonical}`;

/** A sink that records every call it forwards. */
function recording(sink: TarSink, calls: SinkCall[]): TarSink {
  return {
    wants(path, type, size) {
      calls.push({ wants: [path, type, size] });
      return sink.wants(path, type, size);
    },
    entry(entry) {
      calls.push({ entry });
      sink.entry(entry);
    },
  };
}

/** Runs the layer's tar parser, its errors said as the layer's unverified answer. */
function ofLayer(layerWhat: string, parse: () => void): void {
  try {
    parse();
  } catch (e) {
    throw e instanceof TarError ? unverified(`${layerWhat}: ${e.message}`) : e;
  }
}

/**
 * Streams one layer into `sink`, telling `spend` of every byte inflated; with `record`, the calls
 * the tar made on it are kept, for another applier to replay.
 */
function readLayer(
  client: Client,
  t: Target,
  layer: Descriptor,
  limits: UnpackLimits,
  layerWhat: string,
  sink: TarSink,
  spend: Pick<Spend, 'inflate'>,
  record: boolean,
): LayerRead {
  const calls: SinkCall[] = [];
  let inflated = 0;
  return (async () => {
    const parser = new TarParser(record ? recording(sink, calls) : sink);
    const take = (chunk: Uint8Array): void => ofLayer(layerWhat, () => parser.write(chunk));
    const inflate = (bytes: number): void => {
      inflated += bytes;
      spend.inflate(bytes, layerWhat);
    };
    await readBlob(client, t, layer, limits.maxLayerBytes, (blob) =>
      untar(blob, take, inflate, limits.maxTarBytes, layerWhat),
    );
    ofLayer(layerWhat, () => parser.end());
    return { calls, inflated };
  })();
}

/**
 * One layer read into `memo` ahead of an unpackLayers that will name it (a layer of a base image
 * whose other layers are still on their way), keeping what concerns `prefix` as unpackLayers would;
 * nothing when the memo has it. The read's failure is the memo's to keep or drop.
 */
export function prefetchLayer(
  client: Client,
  t: Target,
  layer: Descriptor,
  prefix: string,
  limits: UnpackLimits,
  what: string,
  memo: LayerMemo,
): void {
  const key = memoKey(layer, prefix);
  if (memo.get(key) !== undefined) return;
  // The calls recorded do not depend on what lies under the layer: apply() decides nothing from it.
  const applier = new LayerApplier(new Map(), prefix, limits, what);
  const read = readLayer(client, t, layer, limits, layerName(layer, t), applier, NO_SPEND, true);
  read.catch(() => undefined);
  memo.set(key, read);
}

const NO_SPEND = { inflate: () => {} };

/**
 * The files under `prefix` (`a/b/`, or '' for the whole filesystem) once every layer of the image
 * `manifest` is applied, with the bytes they hold (`links`, when given, receives the symlinks
 * there). `what` names the image in messages.
 */
export async function unpackLayers(
  client: Client,
  t: Target,
  manifest: Manifest,
  prefix: string,
  limits: UnpackLimits,
  what: string,
  spend: Spend,
  links?: Map<string, string>,
  memo?: LayerMemo,
): Promise<{ files: Map<string, Uint8Array>; kept: number }> {
  if (
    manifest.mediaType !== MEDIA.ociManifest &&
    manifest.mediaType !== MEDIA.dockerManifest &&
    manifest.mediaType !== ''
  )
    throw unverified(`${what}: unsupported manifest type ${manifest.mediaType}`);
  const layers = descriptors(manifest.json, 'layers', what);
  if (layers.length > limits.maxLayers)
    throw unverified(`${what} has ${layers.length} layers, more than the ${limits.maxLayers} read`);
  const total = layers.reduce((n, d) => n + d.size, 0);
  if (total > limits.maxImageBytes)
    throw unverified(`${what}: its layers total ${size(total)}, more than the ${size(limits.maxImageBytes)} read`);
  const files = new Map<string, Uint8Array>();
  let kept = 0;
  for (const layer of layers) {
    const layerWhat = layerName(layer, t);
    const applier = new LayerApplier(files, prefix, limits, what, (bytes) => spend.hold(bytes), links);
    const key = memoKey(layer, prefix);
    const known = memo?.get(key);
    if (known !== undefined) {
      const { calls, inflated } = await known;
      spend.inflate(inflated, layerWhat);
      for (const c of calls)
        if ('wants' in c) applier.wants(...c.wants);
        else applier.entry(c.entry);
    } else {
      const read = readLayer(client, t, layer, limits, layerWhat, applier, spend, memo !== undefined);
      // A failed read is not kept: the platform that waited on it fails as this one does.
      memo?.set(key, read);
      await read;
    }
    kept = applier.finish();
  }
  return { files, kept };
}
