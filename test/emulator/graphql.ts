// GraphQL: queries are parsed and validated against GitHub's published schema
// (@octokit/graphql-schema) and executed with resolvers for the fields fbc-bot uses: `viewer`,
// `repository.pullRequest` (with its `reviews`), `enablePullRequestAutoMerge` and
// `disablePullRequestAutoMerge`.
import { buildSchema, execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { schema as github } from '@octokit/graphql-schema';
import { type Context, type Reply, object } from './http.js';
import type { Pull, Repo } from './state.js';

let built: GraphQLSchema | undefined;

function githubSchema(): GraphQLSchema {
  // GitHub's SDL defines two fields twice; graphql-js would refuse it without assumeValidSDL.
  built ??= buildSchema(github.idl, { assumeValidSDL: true });
  return built;
}

class GitHubGraphqlError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function findPull(ctx: Context, id: string): { repo: Repo; pull: Pull } {
  for (const repo of ctx.state.repos.values()) {
    for (const pull of repo.pulls.values()) if (pull.nodeId === id) return { repo, pull };
  }
  throw new GitHubGraphqlError('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`);
}

/** A connection over `items`, cursors being positions, as GitHub's `first`/`after` pages (at most 100). */
function connection<T>(
  items: readonly T[],
  args: { first?: number | null; after?: string | null },
  node: (item: T) => unknown,
): unknown {
  const first = args.first ?? 100;
  if (first < 1 || first > 100)
    throw new GitHubGraphqlError(
      'INVALID_ARGUMENTS',
      `Requesting ${first} records on the connection exceeds the \`first\` limit of 100 records.`,
    );
  const start =
    args.after === undefined || args.after === null
      ? 0
      : Number(Buffer.from(args.after, 'base64').toString('utf8')) + 1;
  const page = items.slice(start, start + first);
  const cursor = (i: number): string => Buffer.from(String(start + i)).toString('base64');
  return {
    nodes: page.map(node),
    totalCount: items.length,
    pageInfo: {
      hasNextPage: start + first < items.length,
      endCursor: page.length === 0 ? null : cursor(page.length - 1),
    },
  };
}

function pullNode(pull: Pull): Record<string, unknown> {
  return {
    id: pull.nodeId,
    number: pull.number,
    headRefOid: pull.headSha,
    state: pull.merged ? 'MERGED' : pull.state.toUpperCase(),
    reviews: (args: { first?: number | null; after?: string | null }) =>
      connection(pull.reviews, args, (r) => ({
        fullDatabaseId: String(r.id),
        databaseId: r.id,
        lastEditedAt: r.lastEditedAt ?? null,
        body: r.body,
        state: r.state,
        submittedAt: r.submittedAt,
        author: { __typename: 'User', login: r.user.login },
      })),
    autoMergeRequest:
      pull.autoMerge === null ? null : { enabledAt: pull.autoMerge.enabledAt, mergeMethod: pull.autoMerge.mergeMethod },
  };
}

function enableAutoMerge(ctx: Context, args: { input: Record<string, unknown> }): unknown {
  const input = object(args.input);
  const { repo, pull } = findPull(ctx, String(input.pullRequestId));
  if (ctx.identity.permissions.contents !== 'write' || ctx.identity.permissions.pull_requests !== 'write') {
    throw new GitHubGraphqlError('FORBIDDEN', 'Resource not accessible by integration');
  }
  if (!repo.allowAutoMerge)
    throw new GitHubGraphqlError('UNPROCESSABLE', 'Pull request Auto merge is not allowed for this repository');
  if (pull.state !== 'open' || pull.merged) throw new GitHubGraphqlError('UNPROCESSABLE', 'Pull request is not open');
  if (typeof input.expectedHeadOid === 'string' && input.expectedHeadOid !== pull.headSha) {
    throw new GitHubGraphqlError(
      'UNPROCESSABLE',
      `The pull request head (${pull.headSha}) does not match the expected head OID (${input.expectedHeadOid})`,
    );
  }
  if (pull.mergeableState === 'clean') throw new GitHubGraphqlError('UNPROCESSABLE', 'Pull request is in clean status');
  pull.autoMerge = {
    mergeMethod: typeof input.mergeMethod === 'string' ? input.mergeMethod : 'MERGE',
    enabledBy: ctx.identity.login,
    expectedHeadOid: typeof input.expectedHeadOid === 'string' ? input.expectedHeadOid : null,
    enabledAt: ctx.state.now(),
  };
  return { clientMutationId: input.clientMutationId ?? null, pullRequest: pullNode(pull) };
}

function disableAutoMerge(ctx: Context, args: { input: Record<string, unknown> }): unknown {
  const input = object(args.input);
  const { pull } = findPull(ctx, String(input.pullRequestId));
  if (ctx.identity.permissions.pull_requests !== 'write')
    throw new GitHubGraphqlError('FORBIDDEN', 'Resource not accessible by integration');
  pull.autoMerge = null;
  return { clientMutationId: input.clientMutationId ?? null, pullRequest: pullNode(pull) };
}

function root(ctx: Context): Record<string, unknown> {
  return {
    viewer: () => ({ login: ctx.identity.login }),
    repository: (args: { owner: string; name: string }) => {
      const repo = ctx.state.repo(args.owner, args.name);
      if (repo === undefined)
        throw new GitHubGraphqlError(
          'NOT_FOUND',
          `Could not resolve to a Repository with the name '${args.owner}/${args.name}'.`,
        );
      return {
        nameWithOwner: `${repo.owner}/${repo.name}`,
        pullRequest: (a: { number: number }) => {
          const pull = repo.pulls.get(a.number);
          if (pull === undefined)
            throw new GitHubGraphqlError(
              'NOT_FOUND',
              `Could not resolve to a PullRequest with the number of ${a.number}.`,
            );
          return pullNode(pull);
        },
      };
    },
    enablePullRequestAutoMerge: (args: { input: Record<string, unknown> }) => enableAutoMerge(ctx, args),
    disablePullRequestAutoMerge: (args: { input: Record<string, unknown> }) => disableAutoMerge(ctx, args),
  };
}

/** Answers a GraphQL POST; `violations` lists why a query does not fit GitHub's schema. */
export function answerGraphql(ctx: Context): { reply: Reply; violations: string[] } {
  const body = object(ctx.body);
  if (typeof body.query !== 'string')
    return {
      reply: { status: 400, body: { message: 'Problems parsing JSON' } },
      violations: ['a GraphQL request needs a string `query`'],
    };
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (e) {
    const message = (e as Error).message;
    return { reply: { status: 200, body: { errors: [{ message }] } }, violations: [message] };
  }
  const invalid = validate(githubSchema(), document);
  if (invalid.length > 0) {
    const errors = invalid.map((e) => ({ message: e.message, locations: e.locations }));
    return { reply: { status: 200, body: { errors } }, violations: errors.map((e) => e.message) };
  }
  const result = execute({
    schema: githubSchema(),
    document,
    rootValue: root(ctx),
    variableValues: object(body.variables),
  });
  if (result instanceof Promise) throw new Error('the emulator resolves GraphQL synchronously');
  const errors = result.errors?.map((e) => ({
    message: e.message,
    path: e.path,
    locations: e.locations,
    ...(e.originalError instanceof GitHubGraphqlError ? { type: e.originalError.type } : {}),
  }));
  // Variables that do not fit the schema are request errors; failed resolvers are GitHub's own answers.
  const violations = (result.errors ?? []).filter((e) => e.path === undefined).map((e) => e.message);
  return {
    reply: { status: 200, body: errors === undefined ? { data: result.data } : { data: result.data ?? null, errors } },
    violations,
  };
}
