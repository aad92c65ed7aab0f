// Who the token acts as. GraphQL `viewer` answers for every token kind, where REST `GET /user`
// is refused (403) to the installation tokens that Actions hands out.
import type { GitHubClient } from './client.js';
import { attempt } from './api-errors.js';
import { graphql } from './graphql.js';

// A token's identity does not change within a run: a sweep reviewing many pull requests asks once.
const known = new WeakMap<GitHubClient, Promise<string>>();

export function botLogin(client: GitHubClient): Promise<string> {
  let login = known.get(client);
  if (login === undefined) {
    login = attempt('viewer', 'find the login of the token', () =>
      graphql<{ viewer: { login: string } }>(client, 'query { viewer { login } }'),
    ).then((data) => data.viewer.login);
    // A failed answer is not kept: the next caller asks again.
    login.catch(() => known.delete(client));
    known.set(client, login);
  }
  return login;
}

const SUFFIX = /\[bot\]$/i;

/**
 * Whether `login` (a comment's or review's author, as REST answers it) is the bot, `bot` being
 * botLogin's answer. Logins are case-insensitive. An app's bot may be named with or without
 * `[bot]` (GraphQL and REST differ), so an author with the suffix matches either spelling; an
 * author without it is a user account (a user's login cannot hold brackets), so it is the bot only
 * when the token acts as that very user: a user who registers `fbc-bot` is not `fbc-bot[bot]`.
 */
export function isBot(login: string, bot: string): boolean {
  const l = login.toLowerCase();
  const b = bot.toLowerCase();
  if (SUFFIX.test(l)) return l.replace(SUFFIX, '') === b.replace(SUFFIX, '');
  return !SUFFIX.test(b) && l === b;
}
