// Renderers for `diff`: text, the contract JSON (with `introduced` and `changes`), SARIF of the
// introduced findings (what the pull request adds, for code scanning), and the review comment
// (render-markdown.ts).
import type { DiffResult } from '../diff/diff.js';
import type { ComparedCatalog } from '../diff/incremental.js';
import { byEdge, withoutEdge } from './edge-groups.js';
import { textPath, textSafe } from '../escape/text.js';
import type { Finding } from '../model/finding.js';
import type { Verdict } from '../model/verdict.js';
import { writeSarif } from './render-sarif.js';
import { chunked, jsonDocument, Streamed, writeJsonDocument, type Write } from './write-stream.js';
import { catalogHeader, findingLine, orderForReading, ruleTally, sizeLine } from './text-lines.js';

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
): void {
  const out = chunked(write);
  const line = (s: string): void => out.write(`${s}\n`);
  for (const c of r.changes) {
    const bundles = [
      c.bundlesAdded.length && `+${c.bundlesAdded.length}`,
      c.bundlesRemoved.length && `-${c.bundlesRemoved.length}`,
      c.bundlesModified.length && `~${c.bundlesModified.length}`,
    ]
      .filter(Boolean)
      .join(' ');
    line(`${textPath(c.catalog)} ${textSafe(c.package)}: ${c.status}${bundles ? ` (bundles ${bundles})` : ''}`);
  }
  if (r.changes.length > 0) line('');
  const groups = orderForReading(r.findings);
  for (const [i, group] of groups.entries()) {
    if (i > 0) line('');
    line(catalogHeader(group[0]!.catalog));
    const note = (f: Finding): string => (f.introduced === false ? ' (already in base)' : '');
    for (const run of byEdge(group)) {
      if (!run.edge) line(findingLine(run.finding, note(run.finding)));
      else {
        const first = run.findings[0]!;
        line(
          `${textSafe(first.package ?? '')}: upgrade edge ${textSafe(run.edge.from)} → ` +
            `${textSafe(run.edge.to)}` +
            `${first.channel !== undefined ? ` (channel ${textSafe(first.channel)})` : ''}:`,
        );
        for (const f of run.findings) line(`  ${findingLine({ ...f, message: withoutEdge(f) }, note(f))}`);
      }
    }
  }
  if (groups.length > 0) line('');
  const introduced = r.findings.filter((f) => f.introduced !== false);
  for (const s of ruleTally(introduced)) line(s);
  const count = (s: Finding['severity']): number => introduced.filter((f) => f.severity === s).length;
  if (compared) line(`${sizeLine('Compared', compared)} (head).`);
  line(
    `${verdict === 'pass' ? 'PASS' : 'FAIL'}: introduced ${count('error')} error(s), ${count('warning')} ` +
      `warning(s), ${count('info')} info; ${r.changes.length} package(s) changed`,
  );
  out.end();
}

export function renderDiffText(r: DiffResult, verdict: Verdict, compared?: readonly ComparedCatalog[]): string {
  const parts: string[] = [];
  writeDiffText(r, verdict, (s) => parts.push(s), compared);
  return parts.join('');
}
