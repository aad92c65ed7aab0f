// Renderers for `diff`: text, the contract JSON (with `introduced` and `changes`), SARIF of the
// introduced findings (what the pull request adds, for code scanning), and the review comment
// (render-markdown.ts).
import type { DiffResult } from '../diff/diff.js';
import type { ComparedCatalog } from '../diff/incremental.js';
import { catalogRanges, mergeAcross } from './catalog-merge.js';
import { textPath, textSafe } from '../escape/text.js';
import type { Verdict } from '../model/verdict.js';
import { countPhrase } from './problems.js';
import { writeSarif } from './render-sarif.js';
import { chunked, jsonDocument, Streamed, writeJsonDocument, type Write } from './write-stream.js';
import { fieldLines } from './field-lines.js';
import { asIs, plural, sizeLine, type ShowPath } from './text-lines.js';
import { problemLines, problemTally } from './text-problems.js';
import { touchedBase } from './touched.js';

export { COMMENT_LIMIT, renderDiffMarkdown } from './render-markdown.js';

const report = (r: DiffResult, verdict: Verdict): unknown => ({
  schemaVersion: 1,
  verdict,
  findings: new Streamed(r.findings),
  changes: new Streamed(r.changes),
});

export function writeDiffJson(r: DiffResult, verdict: Verdict, write: Write): void {
  writeJsonDocument(report(r, verdict), write);
}

export function renderDiffJson(r: DiffResult, verdict: Verdict): string {
  return jsonDocument(report(r, verdict));
}

/** SARIF of what the change introduces: findings base already had are not the change's. */
export function writeDiffSarif(r: DiffResult, version: string, write: Write): void {
  writeSarif(
    r.findings.filter((f) => f.introduced !== false),
    version,
    write,
  );
}

/**
 * `compared`: what each catalog pair compared; the summary then names it ("Compared N catalogs: P packages, B bundles
 * (head).").
 */
export function writeDiffText(
  r: DiffResult,
  verdict: Verdict,
  write: Write,
  compared?: readonly ComparedCatalog[],
  show: ShowPath = asIs,
): void {
  const out = chunked(write);
  const line = (s: string): void => out.write(`${s}\n`);
  for (const s of diffTextLines(r, verdict, compared, show)) line(s);
  out.end();
}

/** A package's change in one line and what it changed, said once for the catalogs it is the same in. */
function changeLines(r: DiffResult, show: ShowPath): string[] {
  const shown = r.changes.map((c) => {
    const bundles = [
      c.bundlesAdded.length && `+${c.bundlesAdded.length}`,
      c.bundlesRemoved.length && `-${c.bundlesRemoved.length}`,
      c.bundlesModified.length && `~${c.bundlesModified.length}`,
    ]
      .filter(Boolean)
      .join(' ');
    const fields = fieldLines(c, { name: (x) => `"${textSafe(x)}"`, word: textSafe }).map((f) => `\n  ${f}`);
    const text = `${textSafe(c.package)}: ${c.status}${bundles ? ` (bundles ${bundles})` : ''}${fields.join('')}`;
    return { catalog: c.catalog, text };
  });
  return mergeAcross(
    shown,
    (x) => x.catalog,
    (x) => x.text,
  ).map(({ item, catalogs }) => `${textPath(catalogRanges(catalogs.map(show)))} ${item.text}`);
}

/**
 * The diff as text: the changes, each problem once (text-problems.ts) with what base already had
 * in the packages the change touches, the tally, and a summary counting problems and packages.
 */
export function diffTextLines(
  r: DiffResult,
  verdict: Verdict,
  compared?: readonly ComparedCatalog[],
  show: ShowPath = asIs,
): string[] {
  const lines = changeLines(r, show);
  if (lines.length > 0) lines.push('');
  const introduced = r.findings.filter((f) => f.introduced !== false);
  const base = touchedBase(r);
  const listed = problemLines(
    [...introduced, ...base.listed, ...base.summaries],
    (f) => (f.introduced === false ? ' (already in base)' : ''),
    show,
  );
  lines.push(...listed);
  if (listed.length > 0) lines.push('');
  if (base.elsewhere > 0)
    lines.push(
      `${plural(base.elsewhere, 'finding')} already in base in packages this change does not touch: see --format json.`,
    );
  lines.push(...problemTally(introduced));
  if (compared) lines.push(`${sizeLine('Compared', compared)} (head).`);
  const packages = new Set(r.changes.map((c) => c.package)).size;
  const catalogs = new Set(r.changes.map((c) => c.catalog)).size;
  lines.push(
    `${verdict === 'pass' ? 'PASS' : 'FAIL'}: introduced ` +
      `${countPhrase(introduced, ['error', 'warning', 'info'])}; ${plural(packages, 'package')} changed` +
      `${catalogs > 1 ? ` in ${catalogs} catalogs` : ''}`,
  );
  return lines;
}

export function renderDiffText(r: DiffResult, verdict: Verdict, compared?: readonly ComparedCatalog[]): string {
  const parts: string[] = [];
  writeDiffText(r, verdict, (s) => parts.push(s), compared);
  return parts.join('');
}
