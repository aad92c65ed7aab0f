// A community-operators-prod-like repository in a temporary git repository, for review scenarios:
// catalogs/<v>/<pkg>/catalog.yaml, operators/<pkg>/ci.yaml, a root config.yaml.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { run, type Run } from '../helpers/cli.js';
import { commit, newRepo } from '../helpers/git.js';

/** A valid catalog of `pkg` with bundles v0.1.0 … v0.<n>.0 in one replaces chain. */
export function pkgCatalog(pkg: string, n = 1): string {
  const names = Array.from({ length: n }, (_, i) => `${pkg}.v0.${i + 1}.0`);
  const entries = names.map((b, i) => `- name: ${b}\n${i > 0 ? `  replaces: ${names[i - 1]}\n` : ''}`).join('');
  return pkgDoc(pkg) + channelDoc(entries, 'stable', pkg) + names.map((b) => bundleDoc({ name: b, pkg })).join('');
}

export const ciYaml = (...reviewers: string[]): string =>
  `---\nreviewers:\n${reviewers.map((r) => `  - ${r}\n`).join('')}`;

/** The community layout: foo (owners alice, bob) and bar (owner carol), maintainer mia. */
export function communityRepo(extra: Record<string, string> = {}): { repo: string; base: string } {
  const repo = newRepo();
  const base = commit(repo, 'base', {
    'config.yaml':
      '---\norganization: example\nmaintainers:\n  - mia\nallowed_bundle_registries:\n  - quay.io/example\n',
    'catalogs/v4.16/foo/catalog.yaml': pkgCatalog('foo'),
    'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo'),
    'catalogs/v4.16/bar/catalog.yaml': pkgCatalog('bar'),
    'operators/foo/ci.yaml': ciYaml('alice', 'Bob'),
    'operators/bar/ci.yaml': ciYaml('carol'),
    ...extra,
  });
  return { repo, base };
}

export interface Approval {
  readonly login: string;
  readonly state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED';
  readonly commit: string;
  readonly body?: string;
}

export interface Review {
  readonly code: number;
  readonly verdict: string;
  readonly rules: string[];
  readonly findings: { rule: string; package?: string; file?: string; message: string }[];
  readonly ownership: {
    decision: string;
    packages: { catalog?: string; package: string; owners: string[]; approvedBy: string[]; status: string }[];
  };
  readonly autoMerge: { eligible: boolean; reasons: string[] };
  /** Each package's status (entries of one package agree). */
  readonly status: Record<string, string>;
  readonly raw: Run;
}

/** The `fbc-bot review` command line of a pull request from `base` to `head` in `repo`, by `author` if given. */
export function reviewArgs(repo: string, base: string, head: string, author?: string): string[] {
  return [
    'review',
    '--repo',
    repo,
    '--base',
    base,
    '--head',
    head,
    ...(author !== undefined ? ['--author', author] : []),
  ];
}

export async function review(
  repo: string,
  base: string,
  head: string,
  author: string | undefined,
  approvals: readonly Approval[] = [],
  ...more: string[]
): Promise<Review> {
  const file = join(repo, '.git', 'approvals.json');
  writeFileSync(file, JSON.stringify(approvals));
  const r = await run(...reviewArgs(repo, base, head, author), '--approvals', file, '--format', 'json', ...more);
  if (r.code === 2) throw new Error(`review failed: ${r.err}`);
  const j = JSON.parse(r.out) as Omit<Review, 'code' | 'rules' | 'status' | 'raw'>;
  const status: Record<string, string> = {};
  for (const p of j.ownership.packages) {
    if (status[p.package] !== undefined && status[p.package] !== p.status)
      throw new Error(`entries of ${p.package} disagree`);
    status[p.package] = p.status;
  }
  return { ...j, code: r.code, rules: j.findings.map((f) => f.rule), status, raw: r };
}

/** The ownership rules among the findings, as `rule package-or-file`. */
export const ownershipRules = (r: Review): string[] =>
  r.findings
    .filter((f) => /^(ownership-|path-not-allowed)/.test(f.rule))
    .map((f) => `${f.rule} ${f.file ?? f.package ?? ''}`);
