// The ownership decision of a pull request, per changed package: covered when the author owns it
// (or is a maintainer), or when an owner or maintainer approved the head commit — an approval on
// an older commit counts while nothing of the package changed since. Paths outside every package
// need a maintainer. Pure: git questions come in as `holds`.
import { includesLogin, loginKey, sameLogin, uniqueLogins } from '../model/login.js';
import type { OwnerSet } from './owner-set.js';
import type { Standing } from './standing-approvals.js';

export interface PackageInput {
  readonly package: string;
  /** Catalogs where its files changed, sorted (none for an owners-file-only change). */
  readonly catalogs: readonly string[];
  /** The distinct owner sets of its changed paths (one for ci-yaml; per file for the others). */
  readonly sets: readonly OwnerSet[];
  /** Whether a path is this package's (its catalog files, its owners file). */
  readonly owns: (path: string) => boolean;
}

export interface DecisionInput {
  readonly author?: string | undefined;
  readonly maintainers: readonly string[];
  readonly packages: readonly PackageInput[];
  /** Changed paths outside every package and owners file. */
  readonly others: readonly string[];
  readonly approvals: readonly Standing[];
  /** Whether an approval given on `commit` still stands for the paths `owns` picks and, given
   * `pkg`, for the documents of that package (those its directories hold in base) wherever they are. */
  readonly holds: (commit: string, owns: (path: string) => boolean, pkg?: string) => boolean;
}

export type PackageStatus = 'approved' | 'pending' | 'no-owners';

export interface PackageDecision {
  readonly package: string;
  readonly catalogs: readonly string[];
  readonly owners: readonly string[];
  /** Owners and maintainers who cover it: the author implicitly, approvers on a commit that still stands. */
  readonly approvedBy: readonly string[];
  readonly status: PackageStatus;
  /** Owners who could still approve (maintainers can too). */
  readonly canApprove: readonly string[];
  /** Approvals by its owners that no longer count: given on a commit it changed after, or unknown. */
  readonly stale: readonly Standing[];
  readonly unverifiable: readonly string[];
  readonly problems: readonly string[];
  /** Owners files it was judged by. */
  readonly from: readonly string[];
}

export interface OthersDecision {
  readonly paths: readonly string[];
  readonly allowed: boolean;
  readonly approvedBy: readonly string[];
}

export interface Decision {
  readonly decision: 'approved' | 'pending';
  readonly packages: readonly PackageDecision[];
  readonly others: OthersDecision;
}

function decidePackage(p: PackageInput, input: DecisionInput, holds: (s: Standing) => boolean): PackageDecision {
  const { author, maintainers } = input;
  const approvedBy: string[] = [];
  const stale: Standing[] = [];
  let status: PackageStatus = 'approved';
  for (const set of p.sets) {
    const may = (login: string): boolean => includesLogin(set.logins, login) || includesLogin(maintainers, login);
    let covered = author !== undefined && may(author);
    if (covered) approvedBy.push(author!);
    for (const a of input.approvals) {
      if (!may(a.login)) continue;
      if (holds(a)) {
        approvedBy.push(a.login);
        covered = true;
      } else stale.push(a);
    }
    if (covered) continue;
    if (set.logins.length === 0 && set.unverifiable.length === 0) status = 'no-owners';
    else if (status === 'approved') status = 'pending';
  }
  const owners = uniqueLogins(p.sets.flatMap((s) => s.logins));
  const by = uniqueLogins(approvedBy);
  return {
    package: p.package,
    catalogs: p.catalogs,
    owners,
    approvedBy: by,
    status,
    canApprove:
      status === 'approved'
        ? []
        : owners.filter((o) => !includesLogin(by, o) && !(author !== undefined && sameLogin(o, author))),
    stale: uniqueBy(stale),
    unverifiable: [...new Set(p.sets.flatMap((s) => s.unverifiable))],
    problems: [...new Set(p.sets.flatMap((s) => (s.problem !== undefined ? [s.problem] : [])))],
    from: [...new Set(p.sets.map((s) => s.from))],
  };
}

const uniqueBy = (list: readonly Standing[]): Standing[] => [
  ...new Map(list.map((s) => [loginKey(s.login), s])).values(),
];

export function decide(input: DecisionInput): Decision {
  const packages = input.packages.map((p) => decidePackage(p, input, (a) => input.holds(a.commit, p.owns, p.package)));
  const otherSet = new Set(input.others);
  const ownsOthers = (path: string): boolean => otherSet.has(path) || !input.packages.some((p) => p.owns(path));
  const byAuthor = input.author !== undefined && includesLogin(input.maintainers, input.author);
  const approvers = input.approvals
    .filter((a) => includesLogin(input.maintainers, a.login) && input.holds(a.commit, ownsOthers))
    .map((a) => a.login);
  const others: OthersDecision = {
    paths: input.others,
    allowed: input.others.length === 0 || byAuthor || approvers.length > 0,
    approvedBy: input.others.length === 0 ? [] : uniqueLogins([...(byAuthor ? [input.author!] : []), ...approvers]),
  };
  const decision = others.allowed && packages.every((p) => p.status === 'approved') ? 'approved' : 'pending';
  return { decision, packages, others };
}
