// The base of a catalog image, read over the registry API: each platform's manifest (every one an
// index lists, attestations left out) and configuration, and its layers' descriptors.
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import type { Client } from './options.js';
import { target, type Target } from './endpoint.js';
import { getManifest, MEDIA, type Manifest } from './manifest.js';
import { descriptors, readBlob, type Descriptor } from './blob.js';
import { familyOf, type Family } from './image-manifest.js';
import { unverified } from './failure.js';

const MAX_CONFIG_BYTES = 4 * 1024 * 1024;

export interface BasePlatform {
  readonly digest: string;
  /** As the index names it (os, architecture, variant, os.version...), or as the configuration says. */
  readonly platform: Readonly<Record<string, unknown>>;
  readonly config: Record<string, unknown>;
  readonly configMediaType: string;
  readonly layers: readonly Descriptor[];
}

export interface BaseImage {
  readonly target: Target;
  /** What the reference resolved to: the index's digest, or the one manifest's. */
  readonly digest: string;
  readonly family: Family;
  /** Whether the base is an index (the result is one too). */
  readonly multi: boolean;
  readonly platforms: readonly BasePlatform[];
}

/** A blob's bytes, its digest proven. */
async function blobBytes(client: Client, t: Target, d: Descriptor, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  await readBlob(client, t, d, maxBytes, async (body) => {
    for await (const chunk of body) chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

function object(v: unknown): Record<string, unknown> | undefined {
  return isJsonObject(v) ? v : undefined;
}

async function platformOf(
  client: Client,
  t: Target,
  m: Manifest,
  listed: Readonly<Record<string, unknown>> | undefined,
): Promise<BasePlatform> {
  const what = `base image ${t.registry}/${t.repository}@${m.digest}`;
  if (familyOf(m.mediaType) === undefined || m.mediaType === MEDIA.ociIndex || m.mediaType === MEDIA.dockerList)
    throw unverified(`${what}: unsupported manifest type ${m.mediaType || '(none)'}`);
  const [configDescriptor] = descriptors({ config: [m.json.config] }, 'config', what);
  const config = JSON.parse(
    new TextDecoder().decode(await blobBytes(client, t, configDescriptor!, MAX_CONFIG_BYTES)),
  ) as unknown;
  const json = object(config);
  if (!json) throw unverified(`${what}: its configuration is not a JSON object`);
  const platform = listed ?? {
    os: json.os,
    architecture: json.architecture,
    ...(typeof json.variant === 'string' ? { variant: json.variant } : {}),
  };
  return {
    digest: m.digest,
    platform,
    config: json,
    configMediaType: configDescriptor!.mediaType,
    layers: descriptors(m.json, 'layers', what),
  };
}

/** Buildkit's attestation manifests are listed as unknown/unknown. */
const isAttestation = (d: Descriptor): boolean =>
  d.platform?.os === 'unknown' || d.platform?.architecture === 'unknown';

export async function readBaseImage(client: Client, ref: string): Promise<BaseImage> {
  const t = target(ref);
  const top = await getManifest(client, t, t.reference);
  const family = familyOf(top.mediaType);
  if (family === undefined)
    throw unverified(`base image ${ref}: unsupported manifest type ${top.mediaType || '(none)'}`);
  const multi = top.mediaType === MEDIA.ociIndex || top.mediaType === MEDIA.dockerList;
  if (!multi)
    return { target: t, digest: top.digest, family, multi, platforms: [await platformOf(client, t, top, undefined)] };
  const listed = descriptors(top.json, 'manifests', `base image ${ref}`).filter((d) => !isAttestation(d));
  if (listed.length === 0) throw unverified(`base image ${ref}: its index lists no platform`);
  const platforms = await Promise.all(
    listed.map(async (d) => {
      const m = await getManifest(client, t, d.digest);
      if (familyOf(m.mediaType) !== family)
        throw unverified(`base image ${ref}: ${d.digest} is a ${m.mediaType}, not of its index's family`);
      return platformOf(client, t, m, d.platform as Readonly<Record<string, unknown>> | undefined);
    }),
  );
  return { target: t, digest: top.digest, family, multi, platforms };
}
