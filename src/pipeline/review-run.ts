// The review a front end (the CLI, the Action) runs on a pull request: the diff of every catalog
// of base → head, and the ownership decision — configuration and owners read from base, the
// author and approvals as GitHub reports them, approvals bound to the commit they were given on.
import { resolve } from 'node:path';
import type { DiffResult } from '../diff/diff.js';
import { findingsToFix, reviewVerdict, type Verdict } from '../model/verdict.js';
import { countPhrase } from '../report/problems.js';
import type { PartCache } from '../diff/incremental.js';
import { readFailure, readRegularFile } from '../files/regular-file.js';
import { fetchMissing } from '../git/blobs.js';
import { changedPaths } from '../git/changed-paths.js';
import { isListedFile } from '../catalog/listing.js';
import { GitError, resolveCommit } from '../git/git.js';
import { mergeBase } from '../git/merge-base.js';
import {
  ApprovalsError,
  parseApprovals,
  standingApprovals,
  type ApprovalEvent,
} from '../ownership/standing-approvals.js';
import { decide, type Decision } from '../ownership/ownership-decision.js';
import { ownershipFindings } from '../ownership/ownership-findings.js';
import { ownershipEntries, type Ownership } from '../ownership/ownership-entry.js';
import { capFindings } from '../report/cap.js';
import { sortFindings } from '../model/finding.js';
import type { SourceCatalog } from '../source/source-catalog.js';
import { catalogsByGlobs } from '../source/configured-catalogs.js';
import { SourceError } from '../source/source-error.js';
import { pairs, type ChangeRequest } from './diff-run.js';
import { diffWithImages } from './diff-images.js';
import { publishedOf } from '../source/format-source.js';
import { approvalHolds, SummaryRecorder, touchedBy } from './review-touched.js';
import { reviewSettings } from './review-settings.js';
import { templateNotes } from './review-templates.js';
import { templateBlobs, templateChangeFindings } from './template-drift.js';
import { TEMPLATE_READERS } from '../templates/readers.js';
import { CiYamlFiles } from './ci-yaml-files.js';

export interface ReviewRequest extends ChangeRequest {
  /** The pull request's author (a GitHub login). */
  readonly author?: string | undefined;
  /** A JSON file: the reviews and comments, oldest first (the command line's form). */
  readonly approvals?: string | undefined;
  /** The same events already in memory (the Action's form): no file in between. */
  readonly approvalEvents?: readonly ApprovalEvent[] | undefined;
  /** Results of earlier runs by content (the Action's re-evaluations); the caller saves it. */
  readonly cache?: PartCache | undefined;
}

export interface ReviewRun {
  /** The diff, with the ownership findings among its findings. */
  readonly result: DiffResult;
  readonly verdict: Verdict;
  readonly ownership: Ownership;
  readonly decision: Decision;
  readonly maintainers: readonly string[];
  readonly autoMerge: { readonly eligible: boolean; readonly reasons: readonly string[] };
}

const MAX_APPROVALS_BYTES = 16 << 20;

function readApprovals(file: string | undefined): ApprovalEvent[] {
  if (file === undefined) return [];
  let text: string;
  try {
    text = readRegularFile(resolve(file), MAX_APPROVALS_BYTES).toString('utf8');
  } catch (e) {
    throw new SourceError(
      `cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : readFailure(e)}`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new SourceError(`${file}: not JSON: ${(e as Error).message}`);
  }
  try {
    return parseApprovals(value, file);
  } catch (e) {
    throw e instanceof ApprovalsError ? new SourceError(e.message) : e;
  }
}

const catalogsAt = (commit: string, globs: readonly string[], repo: string): SourceCatalog[] =>
  catalogsByGlobs(`git:${commit}:.`, globs, repo);

function autoMerge(verdict: Verdict, result: DiffResult, d: Decision): ReviewRun['autoMerge'] {
  const reasons: string[] = [];
  // Problems counted as the comment's heading and the check run count them (report/problems.ts);
  // what an approval clears is said per package below.
  const toFix = findingsToFix(result.findings);
  if (toFix.length > 0) reasons.push(countPhrase(toFix, ['error'], ' introduced'));
  for (const p of d.packages) {
    if (p.status === 'no-owners') reasons.push(`package ${p.package} has no owners: a maintainer must approve`);
    if (p.status === 'pending') reasons.push(`package ${p.package} awaits an approval of the head commit by an owner`);
  }
  if (!d.others.allowed)
    reasons.push(`${d.others.paths.length} path(s) outside the catalogs and owners files need a maintainer`);
  // Fail closed: a failing review is never eligible, whatever made it fail.
  if (verdict !== 'pass' && reasons.length === 0)
    reasons.push(verdict === 'fail' ? 'the review fails' : 'the review awaits an approval');
  return { eligible: reasons.length === 0, reasons };
}

export async function runReview(req: ReviewRequest): Promise<ReviewRun> {
  const repo = req.repo ?? process.cwd();
  const approvals = standingApprovals(req.approvalEvents ?? readApprovals(req.approvals));
  const [base, head] = [req.base, req.head].map((rev) => {
    try {
      return resolveCommit(repo, rev);
    } catch (e) {
      throw e instanceof GitError ? new SourceError(e.message, { cause: e }) : e;
    }
  }) as [string, string];
  try {
    const { config, layout } = reviewSettings(repo, req.base, base, req.config);
    // What the pull request changed: head against where it branched from (as GitHub's "Files
    // changed"), so later commits on the base branch do not show up as reverted. Settings and
    // owners stay those of the base branch now.
    const from = mergeBase(repo, base, head);
    const changed = changedPaths(repo, from, head);
    const sides = pairs(catalogsAt(from, layout.catalogs, repo), catalogsAt(head, layout.catalogs, repo));
    // Without a cache every catalog file is read: a partial clone gets them in one request, whose
    // pack deltas the catalogs' near-identical copies of a package against each other.
    if (req.cache === undefined)
      fetchMissing(repo, [
        ...sides.flatMap((s) =>
          [...(s.base?.files ?? []), ...(s.head?.files ?? [])].filter(isListedFile).map((f) => f.id),
        ),
        ...templateBlobs(repo, [from, head], changed, config),
      ]);
    // The diff first: its file summaries say where each package lives in base.
    const recorder = new SummaryRecorder(req.cache);
    // Packages base keeps in bundle format are read from where the pull request branched off too.
    const published = publishedOf(`git:${from}:.`, repo);
    const diff = await diffWithImages(sides, { config, cache: recorder, published }, req.images);
    const tip =
      base === from
        ? []
        : catalogsAt(base, layout.catalogs, repo).map((c) => ({ catalog: c.catalog, listing: c.list() }));
    const homes = recorder.homes(sides, tip);
    // Owners (base), template renderings (from, head) and template notes (head) share each ci.yaml read.
    const ciYamls = new CiYamlFiles(repo);
    const { t, placement } = touchedBy(
      repo,
      base,
      from,
      head,
      layout,
      config,
      changed,
      sides,
      homes,
      () => recorder.headHomes(sides),
      ciYamls,
    );
    const decision = decide({
      author: req.author,
      maintainers: layout.maintainers,
      packages: t.packages,
      others: t.others,
      approvals,
      holds: approvalHolds(repo, head, layout, homes),
    });
    const own = [
      ...ownershipFindings(decision, t.configChanges, req.author, layout.maintainers, config.severity),
      ...placement,
    ];
    // Capped as diff and validate cap theirs: a file repeating one mistake cannot grow the report.
    const findings = [
      ...templateNotes(repo, head, diff.findings, ciYamls),
      // Each side's templates against its own catalogs, for the packages the change touches.
      ...templateChangeFindings(repo, from, head, changed, config, TEMPLATE_READERS, req.config, ciYamls),
    ];
    const result: DiffResult = { ...diff, findings: sortFindings(capFindings([...findings, ...own])) };
    const verdict = reviewVerdict(result.findings);
    return {
      result,
      verdict,
      decision,
      maintainers: layout.maintainers,
      ownership: { decision: decision.decision, packages: ownershipEntries(decision) },
      autoMerge: autoMerge(verdict, result, decision),
    };
  } catch (e) {
    throw e instanceof GitError
      ? new SourceError(`cannot review ${req.base}..${req.head}: ${e.message}`, { cause: e })
      : e;
  }
}
