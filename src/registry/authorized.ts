// A registry API request with whatever authentication the registry asks for: none until it
// answers 401, then its challenge (Bearer: a token for the repository's pull scope, or pull and
// push, and pull of the repository a blob is mounted from; Basic: the configured credentials),
// remembered per registry so later requests authenticate up front.
// A 401/403 once credentials were sent is "credentials refused", naming the registry only.
import type { Client } from './options.js';
import { credentialsFor } from './auths.js';
import { baseUrl, type Target } from './endpoint.js';
import { parseChallenge, type Challenge } from './challenge.js';
import { basic, bearerToken } from './token.js';
import { send } from './send.js';
import type { Exchange, Request } from './exchange.js';
import { unverified } from './failure.js';

/** What a request needs of the repository: reading (the default) or pushing, and reading another to mount from. */
export interface Access {
  readonly push?: boolean;
  readonly mountFrom?: string;
}

/** The token scope(s) of an access, space-separated. */
function scopeOf(t: Target, access: Access | undefined): string {
  const own = `repository:${t.repository}:${access?.push ? 'pull,push' : 'pull'}`;
  return access?.mountFrom !== undefined ? `${own} repository:${access.mountFrom}:pull` : own;
}

async function authorization(
  client: Client,
  t: Target,
  challenge: Challenge | undefined,
  access: Access | undefined,
): Promise<string | undefined> {
  if (!challenge) return undefined;
  const credentials = credentialsFor(client.auths, t.registry, t.repository);
  if (challenge.scheme === 'basic') {
    if (!credentials) throw unverified(`${t.registry} requires credentials (Basic); none configured for ${t.registry}`);
    if (!('username' in credentials))
      throw unverified(`${t.registry} asks for Basic credentials; the one configured is an identity token`);
    return basic(credentials);
  }
  const scope = scopeOf(t, access);
  const token = await bearerToken(client, {
    realm: challenge.realm,
    service: challenge.service,
    scope,
    credentials,
    registry: t.registry,
  });
  return `Bearer ${token}`;
}

function refused(client: Client, t: Target, status: number): Error {
  const credentials = credentialsFor(client.auths, t.registry, t.repository);
  return credentials
    ? unverified(
        `credentials refused by ${t.registry} for ${t.repository} (${status}: wrong credentials, no ` +
          `access, or no such repository)`,
      )
    : unverified(
        `${t.registry} requires credentials for ${t.repository} (${status}); none configured for ${t.registry}`,
      );
}

/** `path` below /v2/ of the target's repository, e.g. `manifests/v1`. */
export function authorized(
  client: Client,
  t: Target,
  path: string,
  request: Request,
  access?: Access,
): Promise<Exchange> {
  return authorizedAt(client, t, `${baseUrl(t.registry, client.insecure)}/v2/${t.repository}/${path}`, request, access);
}

/** A URL of the target's registry that it handed out (an upload's Location), with the same authentication. */
export async function authorizedAt(
  client: Client,
  t: Target,
  url: string,
  request: Request,
  access?: Access,
): Promise<Exchange> {
  const known = client.challenges.get(t.registry);
  const first = await authorization(client, t, known, access);
  const answer = await send(client, url, {
    ...request,
    headers: { ...request.headers, ...(first ? { authorization: first } : {}) },
  });
  if (answer.status === 403) throw refused(client, t, 403);
  if (answer.status !== 401) return answer;
  const challenge = parseChallenge(answer.headers.get('www-authenticate'));
  if (!challenge) throw unverified(`${t.registry} answered 401 without a challenge this client understands`);
  if (first !== undefined && challenge.scheme === known?.scheme) throw refused(client, t, 401);
  client.challenges.set(t.registry, challenge);
  const second = await authorization(client, t, challenge, access);
  const again = await send(client, url, {
    ...request,
    headers: { ...request.headers, ...(second ? { authorization: second } : {}) },
  });
  if (again.status === 401 || again.status === 403) throw refused(client, t, again.status);
  return again;
}
