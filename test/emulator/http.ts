// What every route handler shares: the request context, errors that become GitHub-shaped
// responses, the token's permissions, and pagination with `Link` headers.
import type { Identity, Repo, Scope, State } from './state.js';

export interface Context {
  state: State;
  identity: Identity;
  params: Record<string, string | number>;
  query: URLSearchParams;
  body: unknown;
  /** The URL this request was made to, with the emulator's own origin and prefix. */
  url: URL;
  /** REST base URL (origin plus `/api/v3` when called that way), for `url` fields and links. */
  apiBase: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: Context) => Reply;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const DOCS = 'https://docs.github.com/rest';

export function repoOf(ctx: Context): Repo {
  const repo = ctx.state.repo(String(ctx.params.owner), String(ctx.params.repo));
  if (repo === undefined) throw new HttpError(404, 'Not Found');
  return repo;
}

/** GitHub's answer when an installation token lacks a scope: 403, the same text for every scope. */
export function requireWrite(ctx: Context, ...anyOf: Scope[]): void {
  if (anyOf.some((scope) => ctx.identity.permissions[scope] === 'write')) return;
  throw new HttpError(403, 'Resource not accessible by integration');
}

/** A page of `items` as `per_page`/`page` select it (30 by default, at most 100), with a `Link` header. */
export function paginate<T>(ctx: Context, items: T[], render: (item: T) => unknown): Reply {
  const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(ctx.query.get('page') ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number, rel: string): string => {
    const u = new URL(ctx.url.href);
    u.searchParams.set('per_page', String(perPage));
    u.searchParams.set('page', String(n));
    return `<${u.href}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {};
  return { status: 200, body: items.slice((page - 1) * perPage, page * perPage).map(render), headers };
}

export function object(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
