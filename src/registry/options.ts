// The knobs of the registry client and the run-wide state its operations share (one limiter,
// one token cache, the challenge each registry answered with), so that every request of a run
// counts against the same bound and every token is asked for once.
import Bottleneck from 'bottleneck/light.js';
import type { Challenge } from './challenge.js';
import { Deadline } from './deadline.js';
import { RunBudget } from './layer-budget.js';

export type Credentials = { readonly username: string; readonly password: string } | { readonly identityToken: string };

/** Credentials per registry host (docker.io for Docker Hub; `host/namespace` keys are honoured as podman does). */
export type DockerAuths = ReadonlyMap<string, Credentials>;

export interface RegistryOptions {
  /** Credentials per registry host. */
  auths?: DockerAuths;
  /** Hosts (host[:port]) allowed over plain HTTP besides loopback. */
  insecureRegistries?: readonly string[];
  /** Most requests in flight at once; default 8. */
  concurrency?: number;
  /** Per request, body included; default 30000. */
  timeoutMs?: number;
  /** The whole run, from its first request: what is left unanswered then is unverified; default 60000. */
  deadlineMs?: number;
  /** Where deadlineMs came from, as messages name it; default policy.imageCheckSeconds. */
  deadlineSetting?: string;
  /** Further attempts on 429, 5xx and a reset connection, with backoff (Retry-After honoured); default 3. */
  retries?: number;
  /** Bytes of image layers one run may inflate, over all the images it reads; default 1 GiB. */
  runInflatedBytes?: number;
  /** Bytes of files one run may keep from images (they are held for the run, and decoded); default 32 MiB. */
  runHeldBytes?: number;
  /** One answer per reference per run; default true. */
  cache?: boolean;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Debug lines; they never hold a credential, a token or a query string. */
  log?: (line: string) => void;
}

export interface Token {
  readonly value: string;
  readonly expiresAt: number;
}

export interface Client {
  readonly auths: DockerAuths;
  readonly insecure: ReadonlySet<string>;
  readonly timeoutMs: number;
  readonly deadline: Deadline;
  readonly budget: RunBudget;
  readonly retries: number;
  readonly fetch: typeof fetch;
  readonly log: (line: string) => void;
  /**
   * At most `concurrency` exchanges at once, the rest in arrival order. A slot is held for one
   * HTTP exchange only (never while waiting on another request), so nested requests such as a
   * token fetch inside a manifest request cannot deadlock however small the bound.
   */
  readonly limiter: Bottleneck;
  /** The last challenge each registry host answered with, so later requests authenticate up front. */
  readonly challenges: Map<string, Challenge>;
  /** Bearer tokens by realm, service, scope and credential; in-flight requests shared. */
  readonly tokens: Map<string, Promise<Token>>;
  /**
   * Hosts that did not answer at all (refused, reset, timed out), with why: later requests to them
   * fail at once, so a host that drops packets costs one timeout per request in flight, not one
   * per reference.
   */
  readonly down: Map<string, string>;
}

export const DEFAULT_DEADLINE_MS = 60_000;
const MiB = 1024 * 1024;

/** A whole number at least `min`, else the default (a NaN concurrency would admit no request at all). */
function whole(value: number | undefined, min: number, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= min ? Math.floor(value) : fallback;
}

export function createClient(options: RegistryOptions): Client {
  return {
    auths: options.auths ?? new Map(),
    insecure: new Set((options.insecureRegistries ?? []).map((h) => h.toLowerCase())),
    timeoutMs: whole(options.timeoutMs, 1, 30_000),
    deadline: new Deadline(whole(options.deadlineMs, 1, DEFAULT_DEADLINE_MS), options.deadlineSetting),
    budget: new RunBudget(whole(options.runInflatedBytes, 0, 1024 * MiB), whole(options.runHeldBytes, 0, 32 * MiB)),
    retries: whole(options.retries, 0, 3),
    fetch: options.fetch ?? globalThis.fetch,
    log: options.log ?? (() => {}),
    limiter: new Bottleneck({ maxConcurrent: whole(options.concurrency, 1, 8) }),
    challenges: new Map(),
    tokens: new Map(),
    down: new Map(),
  };
}
