// A catalog image's manifest and index, in the media-type family of the base (OCI, or Docker
// schema 2), so that a client reading the base reads the result: the base's layers by their
// descriptors, untouched, then the catalog layer; the index lists the platforms the base listed
// (attestations of the base's build are left out: they attest the base, not this image).
import { MEDIA } from './manifest.js';

export type Family = 'oci' | 'docker';

export const LAYER_MEDIA: Readonly<Record<Family, string>> = {
  oci: 'application/vnd.oci.image.layer.v1.tar+gzip',
  docker: 'application/vnd.docker.image.rootfs.diff.tar.gzip',
};
const MANIFEST_MEDIA: Readonly<Record<Family, string>> = { oci: MEDIA.ociManifest, docker: MEDIA.dockerManifest };
const INDEX_MEDIA: Readonly<Record<Family, string>> = { oci: MEDIA.ociIndex, docker: MEDIA.dockerList };

export interface Blob {
  readonly mediaType: string;
  readonly digest: string;
  readonly size: number;
}

/** The family of a manifest or index media type; undefined for one this tool does not write. */
export function familyOf(mediaType: string): Family | undefined {
  if (mediaType === MEDIA.ociManifest || mediaType === MEDIA.ociIndex) return 'oci';
  if (mediaType === MEDIA.dockerManifest || mediaType === MEDIA.dockerList) return 'docker';
  return undefined;
}

const descriptor = (b: Blob): Blob => ({ mediaType: b.mediaType, digest: b.digest, size: b.size });

/**
 * The manifest's bytes: the base's layers then the catalog's. An OCI manifest also names its
 * base's digest (the spec's base.digest annotation; not base.name, which would make the digest
 * depend on how the base was spelt, a tag or a digest, and on the mirror it was read from).
 */
export function catalogManifest(
  family: Family,
  config: Blob,
  layers: readonly Blob[],
  base: { readonly digest: string },
): Uint8Array {
  const json = {
    schemaVersion: 2,
    mediaType: MANIFEST_MEDIA[family],
    config: descriptor(config),
    layers: layers.map(descriptor),
    ...(family === 'oci'
      ? {
          annotations: { 'org.opencontainers.image.base.digest': base.digest },
        }
      : {}),
  };
  return new TextEncoder().encode(JSON.stringify(json));
}

/** The index's bytes: one entry per platform manifest, in the base's order. */
export function catalogIndex(
  family: Family,
  manifests: readonly { readonly manifest: Blob; readonly platform: Readonly<Record<string, unknown>> }[],
): Uint8Array {
  const json = {
    schemaVersion: 2,
    mediaType: INDEX_MEDIA[family],
    manifests: manifests.map((m) => ({ ...descriptor(m.manifest), platform: m.platform })),
  };
  return new TextEncoder().encode(JSON.stringify(json));
}
