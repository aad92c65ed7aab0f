// The ownership findings of a review: each package not covered, each path outside the packages
// that no maintainer cleared, and each change to ownership data (effective only after merge).
import type { Finding } from '../model/finding.js';
import type { Overrides } from '../model/draft.js';
import { RULES, type RuleId } from '../model/rule-table.js';
import type { Standing } from './standing-approvals.js';
import type { Decision, PackageDecision } from './ownership-decision.js';

/** Paths outside the packages named one finding each, up to this many. */
const MAX_PATHS = 100;

export interface ConfigChange {
  readonly path: string;
  readonly package?: string;
}

const quoted = (list: readonly string[]): string => list.map((x) => `"${x}"`).join(', ');
const short = (commit: string): string => (/^[0-9a-f]{40,64}$/i.test(commit) ? commit.slice(0, 12) : commit);

function staleNote(stale: readonly Standing[]): string {
  if (stale.length === 0) return '';
  const why = (s: Standing): string =>
    `"${s.login}" approved "${short(s.commit)}", which is unknown or followed by changes to the package`;
  return `; not counted: ${stale.map(why).join('; ')}`;
}

function packageMessage(p: PackageDecision, author: string | undefined, maintainers: readonly string[]): string {
  const who = author === undefined ? 'no author given' : `the author "${author}" is not an owner`;
  const problems = p.problems.length > 0 ? `; ${p.problems.join('; ')}` : '';
  const teams =
    p.unverifiable.length > 0
      ? `; ${quoted(p.unverifiable)} cannot be verified offline (teams and e-mail addresses)`
      : '';
  const by = maintainers.length > 0 ? `a maintainer (${quoted(maintainers)})` : 'a maintainer (none configured)';
  if (p.status === 'no-owners') {
    return (
      `package "${p.package}" has no owners in base (${p.from.join(', ')})${problems}${teams}: ${by} must ` +
      `approve the head commit${staleNote(p.stale)}`
    );
  }
  const can = p.canApprove.length > 0 ? quoted(p.canApprove) : quoted(p.owners);
  return (
    `package "${p.package}" is not approved: ${who} and no owner approved the head commit; ${can} or ${by} ` +
    `can approve${teams}${problems}${staleNote(p.stale)}`
  );
}

export function ownershipFindings(
  d: Decision,
  changes: readonly ConfigChange[],
  author: string | undefined,
  maintainers: readonly string[],
  overrides: Overrides,
): Finding[] {
  const out: Finding[] = [];
  const add = (rule: RuleId, message: string, extra: { package?: string; file?: string }): void => {
    const severity = overrides[rule] ?? RULES[rule].severity;
    if (severity !== 'off') out.push({ rule, severity, message, ...extra, introduced: true });
  };
  for (const p of d.packages) {
    if (p.status === 'no-owners')
      add('ownership-no-owners', packageMessage(p, author, maintainers), { package: p.package });
    if (p.status === 'pending')
      add('ownership-unapproved', packageMessage(p, author, maintainers), { package: p.package });
  }
  if (!d.others.allowed) {
    const why =
      `outside the catalogs and owners files: only a maintainer (` +
      `${maintainers.length > 0 ? quoted(maintainers) : 'none configured'}) may change it, as author or by ` +
      `approving the head commit`;
    for (const path of d.others.paths.slice(0, MAX_PATHS))
      add('path-not-allowed', `"${path}" is ${why}`, { file: path });
    const rest = d.others.paths.length - MAX_PATHS;
    if (rest > 0) add('path-not-allowed', `and ${rest} more paths ${why}`, {});
  }
  for (const c of changes) {
    add(
      'ownership-config-changed',
      `"${c.path}" holds ownership data: this change takes effect only after merge; this review reads it from base`,
      { file: c.path, ...(c.package !== undefined ? { package: c.package } : {}) },
    );
  }
  return out;
}
