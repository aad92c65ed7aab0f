// Credentials from the text of a docker config.json (or podman auth.json): `auths` entries with
// `auth` (base64 of user:password), `username`/`password`, or `identitytoken`. Errors name the
// source and the entry, never what it holds (JSON.parse's own message quotes the text, so it is
// not passed on).
import type { Credentials, DockerAuths } from './options.js';

const DOCKER_HUB_ALIASES = new Set(['index.docker.io', 'registry-1.docker.io', 'registry.hub.docker.com']);

/** The key of an `auths` entry as a host (docker.io for Docker Hub's aliases), keeping a podman namespace path. */
function authKey(key: string): string {
  let k = key.trim().replace(/^[a-z]+:\/\//i, '');
  if (/^[^/]+\/v[12]\/?$/.test(k)) k = k.slice(0, k.indexOf('/'));
  k = k.replace(/\/+$/, '');
  const slash = k.indexOf('/');
  const host = (slash < 0 ? k : k.slice(0, slash)).toLowerCase();
  const rest = slash < 0 ? '' : k.slice(slash);
  return (DOCKER_HUB_ALIASES.has(host) ? 'docker.io' : host) + rest;
}

/** The credentials for a repository: the most specific `host/namespace` entry, else the host's. */
export function credentialsFor(auths: DockerAuths, registry: string, repository: string): Credentials | undefined {
  const parts = repository.split('/');
  for (let n = parts.length; n > 0; n--) {
    const found = auths.get(`${registry}/${parts.slice(0, n).join('/')}`);
    if (found) return found;
  }
  return auths.get(registry);
}

function entry(value: unknown, where: string): Credentials | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} is not an object`);
  const e = value as Record<string, unknown>;
  for (const field of ['auth', 'username', 'password', 'identitytoken']) {
    if (e[field] !== undefined && typeof e[field] !== 'string') throw new Error(`${where}.${field} is not a string`);
  }
  if (typeof e.identitytoken === 'string' && e.identitytoken !== '') return { identityToken: e.identitytoken };
  if (typeof e.auth === 'string' && e.auth !== '') {
    const decoded = /^[A-Za-z0-9+/]*={0,2}$/.test(e.auth) ? Buffer.from(e.auth, 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    if (colon <= 0) throw new Error(`${where}.auth is not the base64 of user:password`);
    return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  if (typeof e.username === 'string' && e.username !== '')
    return { username: e.username, password: typeof e.password === 'string' ? e.password : '' };
  // An empty entry: docker writes one per host when a credential helper holds the secret.
  return undefined;
}

export function parseDockerAuths(text: string, source: string): DockerAuths {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${source}: not valid JSON`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error(`${source}: not a JSON object`);
  const auths = (json as { auths?: unknown }).auths;
  const out = new Map<string, Credentials>();
  if (auths === undefined) return out;
  if (typeof auths !== 'object' || auths === null || Array.isArray(auths))
    throw new Error(`${source}: auths is not an object`);
  for (const [key, value] of Object.entries(auths)) {
    const credentials = entry(value, `${source}: auths[${JSON.stringify(key)}]`);
    const host = authKey(key);
    if (credentials && !out.has(host)) out.set(host, credentials);
  }
  return out;
}
