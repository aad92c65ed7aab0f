// The Bearer token flow of the distribution spec: GET the realm with service and scope
// (anonymously, or with Basic credentials), or POST an OAuth2 refresh_token grant when the
// credential is an identity token. Tokens are cached per realm, service, scope and credential.
import type { Client, Credentials, Token } from './options.js';
import { schemeAllowed, shown } from './endpoint.js';
import { send } from './send.js';
import { unverified } from './failure.js';

const MAX_TOKEN_RESPONSE = 1024 * 1024;
/** The spec's default lifetime when the response names none. */
const DEFAULT_EXPIRES_S = 60;

export function basic(credentials: { username: string; password: string }): string {
  return `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
}

/** What a token is asked for: the challenge's realm and service, the scope, and who asks. */
export interface TokenRequest {
  readonly realm: string;
  readonly service: string | undefined;
  /** One scope, or several separated by spaces (as OAuth2 writes them). */
  readonly scope: string;
  readonly credentials: Credentials | undefined;
  /** The registry's host, for messages. */
  readonly registry: string;
}

async function requestToken(client: Client, req: TokenRequest): Promise<Token> {
  const { service, scope, credentials, registry } = req;
  if (!URL.canParse(req.realm)) throw unverified(`${registry}: its token realm is not a URL`);
  const url = new URL(req.realm);
  if (!schemeAllowed(url, client.insecure)) {
    throw unverified(
      `${registry}: token realm ${shown(url)} is not HTTPS (plain HTTP only for loopback and insecureRegistries)`,
    );
  }
  const what = `token for ${registry}`;
  let answer;
  if (credentials && 'identityToken' in credentials) {
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: credentials.identityToken,
      client_id: 'fbc-bot',
      scope,
      ...(service !== undefined ? { service } : {}),
    });
    answer = await send(client, url.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      maxBytes: MAX_TOKEN_RESPONSE,
      what,
    });
  } else {
    if (service !== undefined) url.searchParams.set('service', service);
    // Several scopes (a mount reads another repository) are one parameter each, as docker sends them.
    for (const one of scope.split(' ')) url.searchParams.append('scope', one);
    answer = await send(client, url.href, {
      method: 'GET',
      headers: credentials ? { authorization: basic(credentials) } : {},
      maxBytes: MAX_TOKEN_RESPONSE,
      what,
    });
  }
  if (answer.status === 401 || answer.status === 403) {
    throw unverified(
      credentials
        ? `credentials refused by ${registry} (its token endpoint answered ${answer.status})`
        : `${registry} requires credentials (its token endpoint refused anonymous access; none configured ` +
            `for ${registry})`,
    );
  }
  if (answer.status !== 200) throw unverified(`${registry}: token endpoint ${shown(url)} answered ${answer.status}`);
  let json: { token?: unknown; access_token?: unknown; expires_in?: unknown };
  try {
    json = JSON.parse(new TextDecoder().decode(answer.body)) as typeof json;
  } catch {
    throw unverified(`${registry}: token endpoint ${shown(url)} did not answer JSON`);
  }
  const value = typeof json.token === 'string' && json.token !== '' ? json.token : json.access_token;
  if (typeof value !== 'string' || value === '')
    throw unverified(`${registry}: token endpoint ${shown(url)} answered no token`);
  // Checked here, not left to fetch: its error for an invalid header value quotes the value.
  if (!/^[\x21-\x7e]+$/.test(value))
    throw unverified(`${registry}: token endpoint ${shown(url)} answered a token that is not a header value`);
  const expires = typeof json.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : DEFAULT_EXPIRES_S;
  return { value, expiresAt: Date.now() + expires * 1000 };
}

/**
 * A token for the scope, from the cache while it has more than a few seconds to live. A failure is
 * cached too: a refusal does not change within a run, and 200 references to one registry then
 * cost one refused token request, not 200.
 */
export async function bearerToken(client: Client, req: TokenRequest): Promise<string> {
  const { realm, service, scope, credentials } = req;
  const who = credentials
    ? 'identityToken' in credentials
      ? 'identity'
      : `user:${credentials.username}`
    : 'anonymous';
  const key = JSON.stringify([realm, service, scope, who]);
  const cached = client.tokens.get(key);
  if (cached) {
    const token = await cached;
    if (token.expiresAt - Date.now() > 5_000) return token.value;
    if (client.tokens.get(key) === cached) client.tokens.delete(key);
    return bearerToken(client, req);
  }
  const pending = requestToken(client, req);
  pending.catch(() => {});
  client.tokens.set(key, pending);
  return (await pending).value;
}
