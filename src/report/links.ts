// Where the comment's findings point: each `file:line` to that line of the file at the reviewed
// head commit, each rule id to its row of docs/rules.md in the fbc-bot the workflow runs. The
// Action knows both (the repository and head sha of the pull request; GITHUB_ACTION_REPOSITORY
// and GITHUB_ACTION_REF of the step). Without them (the CLI) nothing is linked: the text stays
// `path:line` and the rule id plain code. Every part of a URL is checked or percent-encoded: a
// file name comes from the pull request.
import { mdCode } from '../escape/markdown.js';
import { RULE_DOCS } from './rule-docs.js';

export interface Links {
  /** `<server>/<owner>/<repo>/blob/<sha>`: files at the head commit. */
  readonly blob?: string;
  /** `<server>/<action repository>/blob/<ref>/docs/rules.md`: the rule docs of the fbc-bot in use. */
  readonly rules?: string;
}

export interface LinkPlaces {
  /** GITHUB_SERVER_URL (default https://github.com). */
  readonly server?: string | undefined;
  /** owner/name of the reviewed repository, and the head commit. */
  readonly repository?: string | undefined;
  readonly sha?: string | undefined;
  /** owner/name of the fbc-bot action, and the ref the workflow names (a tag, branch or sha). */
  readonly actionRepository?: string | undefined;
  readonly actionRef?: string | undefined;
}

const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const REF = /^[A-Za-z0-9._/-]{1,200}$/;

function serverOf(s: string | undefined): string | undefined {
  const t = (s ?? '').trim() || 'https://github.com';
  return /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/*$/.test(t) ? t.replace(/\/+$/, '') : undefined;
}

/** The links a run can make: none of a part it cannot check. */
export function linksFor(p: LinkPlaces): Links {
  const server = serverOf(p.server);
  if (server === undefined) return {};
  const blob =
    p.repository !== undefined && REPOSITORY.test(p.repository) && p.sha !== undefined && SHA.test(p.sha)
      ? `${server}/${p.repository}/blob/${p.sha}`
      : undefined;
  const rules =
    p.actionRepository !== undefined &&
    REPOSITORY.test(p.actionRepository) &&
    p.actionRef !== undefined &&
    REF.test(p.actionRef) &&
    !p.actionRef.split('/').includes('..')
      ? `${server}/${p.actionRepository}/blob/${p.actionRef}/docs/rules.md`
      : undefined;
  return { ...(blob ? { blob } : {}), ...(rules ? { rules } : {}) };
}

/** A path segment as a URL holds it: brackets and parentheses too, which would end the link. */
const segment = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `shown` (already escaped Markdown) linked to `path` (repository-relative) at `line`, or as is. */
export function fileLink(links: Links, shown: string, path: string, line: number | undefined): string {
  if (links.blob === undefined || path === '') return shown;
  const url = `${links.blob}/${path.split('/').map(segment).join('/')}${line !== undefined ? `#L${line}` : ''}`;
  return `[${shown}](${url})`;
}

/** The rule id as code, linked to its row of docs/rules.md when the docs are known and have it. */
export function ruleLink(links: Links, rule: string): string {
  const code = mdCode(rule);
  return links.rules !== undefined && Object.hasOwn(RULE_DOCS, rule) ? `[${code}](${links.rules}#${rule})` : code;
}
