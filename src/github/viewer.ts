// Who the token acts as. GraphQL `viewer` answers for every token kind, where REST `GET /user`
// is refused (403) to the installation tokens that Actions hands out.
import type { GitHubClient } from './client.js';
import { attempt } from './errors.js';
import { graphql } from './graphql.js';

export async function botLogin(client: GitHubClient): Promise<string> {
  const data = await attempt('viewer', 'find the login of the token', () => graphql<{ viewer: { login: string } }>(client, 'query { viewer { login } }'));
  return data.viewer.login;
}

/**
 * Whether `login` (a comment's or review's author) is the bot, `bot` being botLogin's answer.
 * GraphQL calls the Actions bot `github-actions[bot]` where some answers use `github-actions`,
 * and logins are case-insensitive: compare without the suffix.
 */
export function isBot(login: string, bot: string): boolean {
  const bare = (s: string): string => s.toLowerCase().replace(/\[bot\]$/, '');
  return bare(login) === bare(bot);
}
