// The check run's summaries (Markdown) that are not the review itself: who can still approve,
// who holds, why there is no review. Package names come from the pull request's catalog and an
// error may quote catalog text: escaped, they cannot link, mention or inject.
import { mdLines, mdText } from '../escape/markdown.js';

const NAMES = 10;
const PACKAGES = 20;

function mentions(list: readonly string[]): string {
  const shown = list
    .slice(0, NAMES)
    .map((n) => `@${n}`)
    .join(', ');
  return list.length > NAMES ? `${shown} and ${list.length - NAMES} more` : shown;
}

export interface AwaitingApproval {
  readonly pending: readonly { readonly package: string; readonly canApprove: readonly string[] }[];
  readonly maintainers: readonly string[];
  /** Paths outside every package that still need a maintainer. */
  readonly othersPending: number;
}

/** Valid catalogs awaiting approval: who can still approve each pending package, one line each. */
export function awaitingApprovalSummary(s: AwaitingApproval): string {
  const lines = s.pending.slice(0, PACKAGES).map((p) => {
    const who = [...p.canApprove, ...s.maintainers];
    return (
      `- ${mdText(p.package, 100)}: ` +
      `${who.length > 0 ? `${mentions(who)} can approve (/approve)` : 'no owner and no maintainer can approve it'}`
    );
  });
  if (s.pending.length > PACKAGES) lines.push(`- …and ${s.pending.length - PACKAGES} more packages`);
  if (s.othersPending > 0) {
    const who =
      s.maintainers.length > 0
        ? `a maintainer (${mentions(s.maintainers)}) must approve`
        : 'no maintainer is configured to approve them';
    lines.push(`- ${s.othersPending} path(s) outside the catalogs: ${who}`);
  }
  return ['The catalogs are valid; ownership is not yet approved for the head commit:', '', ...lines].join('\n');
}

export function heldSummary(by: readonly string[]): string {
  return `Held by ${mentions(by)}: \`/hold cancel\` (by them or a maintainer) lifts it.`;
}

export function unreviewedSummary(message: string): string {
  return `fbc-bot could not complete the review, so nothing is merged:\n\n${mdLines(message, 50_000)}`;
}
