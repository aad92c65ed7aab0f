// GraphQL requests through the same retried, throttled request pipeline as REST, sent to the
// configured GraphQL endpoint (GHES serves it at /api/graphql, outside the REST base URL).
import type { GitHubClient } from './client.js';

export interface GraphqlErrorEntry {
  message: string;
  type?: string;
  path?: (string | number)[];
}

/** A GraphQL answer with `errors`: HTTP 200, but GitHub refused (part of) the operation. */
export class GraphqlResponseError extends Error {
  constructor(
    readonly errors: GraphqlErrorEntry[],
    readonly status = 200,
  ) {
    super(errors.map((e) => e.message).join('; '));
    this.name = 'GraphqlResponseError';
  }

  /** The first error's type (FORBIDDEN, NOT_FOUND, UNPROCESSABLE, …). */
  get type(): string | undefined {
    return this.errors[0]?.type;
  }
}

export async function graphql<T>(
  client: GitHubClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await client.octokit.request({ method: 'POST', url: client.graphqlUrl, query, variables });
  const body = response.data as { data?: T | null; errors?: GraphqlErrorEntry[] };
  if (Array.isArray(body.errors) && body.errors.length > 0) throw new GraphqlResponseError(body.errors);
  if (body.data === undefined || body.data === null)
    throw new GraphqlResponseError([{ message: 'GraphQL answered without data' }]);
  return body.data;
}
