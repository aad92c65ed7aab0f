// Pushing a manifest or an index (PUT, with its media type as Content-Type), under its digest or
// a tag; the digest the registry answers with is checked against the bytes sent.
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { authorized } from './authorized.js';
import { digestOf } from './manifest.js';
import { errorCodes, unverified } from './failure.js';

export async function putManifest(
  client: Client,
  t: Target,
  reference: string,
  mediaType: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const digest = digestOf('sha256', body);
  const what = `PUT of manifest ${t.registry}/${t.repository}${reference.includes(':') ? '@' : ':'}${reference}`;
  const answer = await authorized(
    client,
    t,
    `manifests/${reference}`,
    { method: 'PUT', headers: { 'content-type': mediaType }, body, maxBytes: 64 * 1024, what },
    { push: true },
  );
  if (answer.status !== 201 && answer.status !== 200) {
    const codes = errorCodes(answer.body);
    throw unverified(`${what} answered ${answer.status}${codes.length ? ` (${codes.join(', ')})` : ''}`);
  }
  const stored = answer.headers.get('docker-content-digest');
  if (stored !== null && stored !== digest) throw unverified(`${what}: the registry stored ${stored}, not ${digest}`);
  return digest;
}
