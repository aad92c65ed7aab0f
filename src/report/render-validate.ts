// Renderers for `validate`: text for reading, the contract JSON, and SARIF (sarif.ts).
import type { Finding } from '../model/finding.js';
import { verdictOf } from '../model/verdict.js';
import { chunked, jsonDocument, Streamed, writeJsonDocument, type Write } from './write-stream.js';
import { checkedLines, plural, type Checked, type ShowPath } from './text-lines.js';
import { countPhrase } from './problems.js';
import { problemLines, problemTally } from './text-problems.js';

export { renderSarif, writeSarif } from './render-sarif.js';
export { checkedOf, type Checked } from './text-lines.js';

const report = (findings: readonly Finding[]): unknown => ({
  schemaVersion: 1,
  verdict: verdictOf(findings),
  findings: new Streamed(findings),
});

/** The contract JSON, finding by finding (the findings keep the contract's order). */
export function writeJson(findings: readonly Finding[], write: Write): void {
  writeJsonDocument(report(findings), write);
}

export function renderJson(findings: readonly Finding[]): string {
  return jsonDocument(report(findings));
}

/**
 * Text for reading: each problem once under the catalogs it is in (text-problems.ts), errors
 * first, each file's findings in line order; then the tally and the counts.
 */
export function writeText(
  findings: readonly Finding[],
  checked: readonly Checked[],
  write: Write,
  show?: ShowPath,
): void {
  const out = chunked(write);
  const line = (s: string): void => out.write(`${s}\n`);
  const lines = problemLines(findings, undefined, show);
  for (const s of lines) line(s);
  if (lines.length > 0) line('');
  for (const s of [...problemTally(findings), ...checkedLines(checked, show)]) line(s);
  line(
    `${verdictOf(findings) === 'pass' ? 'PASS' : 'FAIL'}: ` +
      `${countPhrase(findings, ['error', 'warning', 'info'], ` in ${plural(checked.length, 'catalog')}`, false)}`,
  );
  out.end();
}

export function renderText(findings: readonly Finding[], checked: readonly Checked[]): string {
  const parts: string[] = [];
  writeText(findings, checked, (s) => parts.push(s));
  return parts.join('');
}
