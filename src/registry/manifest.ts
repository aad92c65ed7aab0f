// Manifests by tag or digest, in the media types real registries serve (OCI index and manifest,
// Docker schema2 list and manifest). `headDigest` asks with HEAD and falls back to GET when HEAD
// names no digest; `getManifest` reads the body (at most 4 MiB) and proves it against the digest
// asked for.
import { createHash } from 'node:crypto';
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { authorized } from './authorized.js';
import type { Exchange } from './exchange.js';
import { errorCodes, missing, unverified } from './failure.js';

export const MEDIA = {
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
} as const;
// Schema 1 is accepted too, last: a registry holding only a schema 1 manifest may otherwise answer
// 404, and a missing image is an error while an old one is not (files() reports it unsupported).
const ACCEPT = [
  MEDIA.ociIndex,
  MEDIA.ociManifest,
  MEDIA.dockerList,
  MEDIA.dockerManifest,
  'application/vnd.docker.distribution.manifest.v1+prettyjws;q=0.5',
  'application/vnd.docker.distribution.manifest.v1+json;q=0.5',
].join(', ');
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
/** A digest this client can prove (the algorithms node:crypto names as the spec does). */
export const DIGEST = /^(sha256:[a-f0-9]{64}|sha512:[a-f0-9]{128})$/;

export interface Manifest {
  readonly digest: string;
  readonly mediaType: string;
  readonly json: Record<string, unknown>;
}

export function digestOf(algorithm: string, body: Uint8Array): string {
  return `${algorithm}:${createHash(algorithm).update(body).digest('hex')}`;
}

function name(t: Target, reference: string): string {
  return `${t.registry}/${t.repository}${reference.includes(':') ? '@' : ':'}${reference}`;
}

function notFound(t: Target, reference: string, answer: Exchange): Error {
  const codes = errorCodes(answer.body);
  if (codes.includes('NAME_UNKNOWN')) return missing(`repository ${t.repository} not found in ${t.registry}`);
  if (codes.includes('MANIFEST_UNKNOWN')) return missing(`manifest unknown: ${name(t, reference)}`);
  return missing(`${t.registry} answered 404 for ${name(t, reference)}`);
}

function unexpected(t: Target, reference: string, answer: Exchange): Error {
  const codes = errorCodes(answer.body);
  return unverified(
    `${t.registry} answered ${answer.status}${codes.length ? ` (${codes.join(', ')})` : ''} for ${name(t, reference)}`,
  );
}

/** The manifest `reference` (a tag or a digest) names, its digest proven from the body. */
export async function getManifest(client: Client, t: Target, reference: string): Promise<Manifest> {
  const what = `manifest ${name(t, reference)}`;
  const answer = await authorized(client, t, `manifests/${reference}`, {
    method: 'GET',
    headers: { accept: ACCEPT },
    maxBytes: MAX_MANIFEST_BYTES,
    what,
  });
  if (answer.status === 404) throw notFound(t, reference, answer);
  if (answer.status !== 200) throw unexpected(t, reference, answer);
  const asked = DIGEST.test(reference) ? reference : undefined;
  const header = answer.headers.get('docker-content-digest');
  const claimed = asked ?? (header !== null && DIGEST.test(header) ? header : undefined);
  const digest = digestOf(claimed?.slice(0, claimed.indexOf(':')) ?? 'sha256', answer.body);
  if (claimed !== undefined && digest !== claimed)
    throw unverified(`${what}: the body's digest is ${digest}, not ${claimed}`);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(answer.body));
  } catch {
    throw unverified(`${what} is not JSON`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw unverified(`${what} is not a JSON object`);
  const mediaType = (json as { mediaType?: unknown }).mediaType;
  const type =
    typeof mediaType === 'string' ? mediaType : (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
  return { digest, mediaType: type, json: json as Record<string, unknown> };
}

/** The digest `reference` resolves to: HEAD, else (no digest in the answer) GET. */
export async function headDigest(client: Client, t: Target, reference: string): Promise<string> {
  const answer = await authorized(client, t, `manifests/${reference}`, {
    method: 'HEAD',
    headers: { accept: ACCEPT },
    maxBytes: 0,
    what: `manifest ${name(t, reference)}`,
  });
  if (answer.status === 404) throw notFound(t, reference, answer);
  const header = answer.headers.get('docker-content-digest');
  if (answer.status === 200 && DIGEST.test(reference)) {
    if (header !== null && header !== reference)
      throw unverified(`${t.registry} names ${header} for ${name(t, reference)}`);
    return reference;
  }
  if (answer.status === 200 && header !== null && DIGEST.test(header)) return header;
  return (await getManifest(client, t, reference)).digest;
}
