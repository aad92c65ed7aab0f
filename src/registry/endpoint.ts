// Where a reference's registry answers: Docker Hub's API host for docker.io, HTTPS always except
// plain HTTP for loopback hosts (as docker allows) and for hosts listed as insecure.
import { parseImageRef, imageRefError } from '../rules/imageref.js';
import { unverified } from './failure.js';

export interface Target {
  /** The registry as the reference names it (docker.io, quay.io, 127.0.0.1:5000). */
  readonly registry: string;
  /** The repository path inside it (library/busybox). */
  readonly repository: string;
  /** The tag or digest asked for. */
  readonly reference: string;
  /** Whether `reference` is a digest. */
  readonly byDigest: boolean;
  /** The reference, normalised: the key of the per-run cache. */
  readonly canonical: string;
}

export function target(ref: string): Target {
  const parsed = parseImageRef(ref);
  if (!parsed) throw unverified(`not a valid image reference (${imageRefError(ref) ?? 'invalid reference format'})`);
  const repository = parsed.name.slice(parsed.domain.length + 1);
  const reference = parsed.digest ?? parsed.tag ?? 'latest';
  const canonical = `${parsed.name}${parsed.digest ? `@${parsed.digest}` : `:${reference}`}`;
  return { registry: parsed.domain, repository, reference, byDigest: parsed.digest !== undefined, canonical };
}

/** The host serving the registry API (Docker Hub's is not docker.io). */
function apiHost(registry: string): string {
  return registry === 'docker.io' ? 'registry-1.docker.io' : registry;
}

/** The hostname of host[:port], without IPv6 brackets. */
function hostname(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon >= 0 ? host.slice(0, colon) : host;
}

function isLoopback(host: string): boolean {
  const name = hostname(host).toLowerCase();
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** Whether plain HTTP is allowed for host[:port]: loopback, or listed (with or without the port). */
export function plainHttpAllowed(host: string, insecure: ReadonlySet<string>): boolean {
  const h = host.toLowerCase();
  return isLoopback(h) || insecure.has(h) || insecure.has(hostname(h));
}

/** Whether this client may send a request to `url`: HTTPS, or plain HTTP where it is allowed. */
export function schemeAllowed(url: URL, insecure: ReadonlySet<string>): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && plainHttpAllowed(url.host, insecure));
}

export function baseUrl(registry: string, insecure: ReadonlySet<string>): string {
  const host = apiHost(registry);
  return `${plainHttpAllowed(host, insecure) ? 'http' : 'https'}://${host}`;
}

/** A URL for messages and logs: no query (a redirect's may hold a signature) and no user info. */
export function shown(url: URL | string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
