// A stateful GitHub REST + GraphQL API on loopback for tests and the demo. Every request must carry
// a known token and fit GitHub's OpenAPI description (or GraphQL schema); what does not is answered
// as GitHub would and recorded in `violations`, which tests assert to be empty. Scripted faults
// (5xx, 403, secondary rate limits, slow answers) exercise the client's retry and throttling.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeLoopback, listenLoopback } from '../helpers/loopback-server.js';
import { answerGraphql } from './graphql.js';
import { type Context, type Handler, DOCS, HttpError, type Reply } from './http.js';
import { openApi } from './openapi.js';
import { checkRoutes } from './rest-checks.js';
import { issueRoutes } from './rest-issues.js';
import { pullRoutes } from './rest-pulls.js';
import { type Identity, State } from './state.js';

const routes: Record<string, Handler> = { ...pullRoutes, ...issueRoutes, ...checkRoutes };

export interface Fault {
  /** An operationId (`issues/create-comment`), a path template, `graphql`, or `*` for every request. */
  route: string;
  method?: string;
  status?: number;
  message?: string;
  headers?: Record<string, string>;
  /** How many requests the fault answers (default: all). With `eachRequest`, per distinct request. */
  times?: number;
  /** Count `times` per distinct method + URL + body, so each request fails its first attempts. */
  eachRequest?: boolean;
  /** Delay before answering (or before handling, when no status is given). */
  delayMs?: number;
  /** Act on the request first, then answer with the fault: GitHub's 502 after the write happened. */
  afterActing?: boolean;
}

/** A change to the state right after GitHub answered a request: what another actor did meanwhile. */
export interface Hook {
  /** An operationId (`pulls/list-reviews`) or `graphql`. */
  route: string;
  act: (state: State) => void;
}

export interface LogEntry {
  method: string;
  path: string;
  operation: string;
  login: string | null;
  query: string;
  body: unknown;
  status: number;
}
export interface Violation {
  method: string;
  path: string;
  operation: string | null;
  errors: string[];
}

const SECONDARY = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';

export const faults = {
  serverError: (route: string, times: number, status = 502): Fault => ({
    route,
    status,
    times,
    message: 'Server Error',
  }),
  forbidden: (route: string, message = 'Resource not accessible by integration'): Fault => ({
    route,
    status: 403,
    message,
  }),
  secondaryRateLimit: (route: string, retryAfterSeconds: number, times = 1): Fault => ({
    route,
    status: 403,
    message: SECONDARY,
    times,
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  slow: (route: string, delayMs: number, times?: number): Fault => ({
    route,
    delayMs,
    ...(times === undefined ? {} : { times }),
  }),
};

export class Emulator {
  readonly state = new State();
  readonly log: LogEntry[] = [];
  readonly violations: Violation[] = [];
  private readonly tokens = new Map<string, Identity>();
  private readonly faultList: { fault: Fault; used: Map<string, number> }[] = [];
  private readonly hooks: Hook[] = [];
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static start(): Promise<Emulator> {
    return listenLoopback(
      (server, origin) => new Emulator(server, origin),
      (self, req, res) => self.handle(req, res),
      (self, req, e) =>
        self.violations.push({
          method: req.method ?? '?',
          path: req.url ?? '?',
          operation: null,
          errors: [`emulator crashed: ${String(e)}`],
        }),
    );
  }

  /** REST and GraphQL URLs as on github.com, or GHES-style (`/api/v3`, `/api/graphql`) with `ghes`. */
  urls(ghes = false): { apiUrl: string; graphqlUrl: string } {
    return ghes
      ? { apiUrl: `${this.origin}/api/v3`, graphqlUrl: `${this.origin}/api/graphql` }
      : { apiUrl: this.origin, graphqlUrl: `${this.origin}/graphql` };
  }

  /** An Actions-style installation token acting as `github-actions[bot]` unless told otherwise. */
  addToken(token: string, identity: Partial<Identity> = {}): Identity {
    const full: Identity = {
      login: 'github-actions[bot]',
      type: 'Bot',
      installation: true,
      permissions: {},
      ...identity,
    };
    this.tokens.set(token, full);
    return full;
  }

  fault(fault: Fault): void {
    this.faultList.push({ fault, used: new Map() });
  }

  /** Runs `act` once, right after the first request of `route` is answered. */
  afterFirst(route: string, act: (state: State) => void): void {
    this.hooks.push({ route, act });
  }

  clearFaults(): void {
    this.faultList.length = 0;
  }

  close(): Promise<void> {
    return closeLoopback(this.server);
  }

  private pickFault(method: string, operation: string, template: string, key: string): Fault | undefined {
    for (const entry of this.faultList) {
      const { fault } = entry;
      if (fault.method !== undefined && fault.method.toUpperCase() !== method) continue;
      if (fault.route !== '*' && fault.route !== operation && fault.route !== template) continue;
      const k = fault.eachRequest === true ? key : '';
      const used = entry.used.get(k) ?? 0;
      if (fault.times !== undefined && used >= fault.times) continue;
      entry.used.set(k, used + 1);
      return fault;
    }
    return undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', this.origin);
    const ghes = url.pathname.startsWith('/api/');
    const path = url.pathname.replace(/^\/api\/v3(?=\/)/, '').replace(/^\/api\/graphql$/, '/graphql');
    const entry: LogEntry = {
      method,
      path,
      operation: '?',
      login: null,
      query: url.search,
      body: undefined,
      status: 0,
    };
    this.log.push(entry);
    const send = (reply: Reply): void => {
      entry.status = reply.status;
      const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        ...(text === '' ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        ...reply.headers,
      });
      res.end(text);
      const hook = this.hooks.findIndex((h) => h.route === entry.operation);
      if (hook >= 0 && reply.status < 400) this.hooks.splice(hook, 1)[0]!.act(this.state);
    };
    const error = (
      status: number,
      message: string,
      extra: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ): void => send({ status, body: { message, documentation_url: DOCS, status: String(status), ...extra }, headers });

    const isGraphql = method === 'POST' && path === '/graphql';
    let operation = 'graphql';
    let template = '/graphql';
    let params: Record<string, string | number> = {};
    let body: unknown;
    if (isGraphql) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
    } else {
      const v = openApi().validate(method, path, url.searchParams, raw);
      operation = v.ok ? v.matched.route.operationId : (v.matched?.route.operationId ?? '?');
      if (!v.ok) {
        entry.operation = operation;
        this.violations.push({ method, path, operation: v.matched?.route.operationId ?? null, errors: v.errors });
        return error(v.status, v.message, v.status === 422 ? { errors: v.errors } : {});
      }
      template = v.matched.route.template;
      params = v.matched.params;
      body = v.body;
    }
    entry.operation = operation;
    entry.body = body;

    const auth = /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (auth === null) return error(401, 'Requires authentication');
    const identity = this.tokens.get(auth[1] ?? '');
    if (identity === undefined) return error(401, 'Bad credentials');
    entry.login = identity.login;

    const fault = this.pickFault(method, operation, template, `${method} ${url.pathname}${url.search} ${raw}`);
    if (fault?.delayMs !== undefined) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault?.status !== undefined && fault.afterActing !== true)
      return error(fault.status, fault.message ?? 'Server Error', {}, fault.headers);

    const apiBase = ghes ? `${this.origin}/api/v3` : this.origin;
    const ctx: Context = { state: this.state, identity, params, query: url.searchParams, body, url, apiBase };
    if (isGraphql) {
      const { reply, violations } = answerGraphql(ctx);
      if (violations.length > 0) this.violations.push({ method, path, operation, errors: violations });
      return send(reply);
    }
    const handler = routes[operation];
    if (handler === undefined) {
      this.violations.push({ method, path, operation, errors: [`${operation} is valid for GitHub but not emulated`] });
      return error(501, `The emulator does not implement ${operation}`);
    }
    let reply: Reply;
    try {
      reply = handler(ctx);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      return error(e.status, e.message, e.extra);
    }
    if (fault?.status !== undefined) return error(fault.status, fault.message ?? 'Server Error', {}, fault.headers);
    send(reply);
  }
}
