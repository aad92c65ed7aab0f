// Renderers for `validate`: text for reading, the contract JSON, and SARIF (sarif.ts).
import type { Finding } from '../model/finding.js';
import { verdictOf } from '../model/verdict.js';
import { chunked, jsonDocument, Streamed, writeJsonDocument, type Write } from './write-stream.js';
import {
  catalogHeader,
  checkedLines,
  findingLine,
  orderForReading,
  plural,
  ruleTally,
  type Checked,
} from './text-lines.js';

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

/** Text for reading: per catalog, errors first, each file's findings in line order; then the tally. */
export function writeText(findings: readonly Finding[], checked: readonly Checked[], write: Write): void {
  const out = chunked(write);
  const line = (s: string): void => out.write(`${s}\n`);
  const groups = orderForReading(findings);
  for (const [i, group] of groups.entries()) {
    if (i > 0) line('');
    line(catalogHeader(group[0]!.catalog));
    for (const f of group) line(findingLine(f));
  }
  if (groups.length > 0) line('');
  for (const s of [...ruleTally(findings), ...checkedLines(checked)]) line(s);
  const count = (s: Finding['severity']): number => findings.filter((f) => f.severity === s).length;
  line(
    `${verdictOf(findings) === 'pass' ? 'PASS' : 'FAIL'}: ${plural(count('error'), 'error')}, ` +
      `${plural(count('warning'), 'warning')}, ${count('info')} info in ${plural(checked.length, 'catalog')}`,
  );
  out.end();
}

export function renderText(findings: readonly Finding[], checked: readonly Checked[]): string {
  const parts: string[] = [];
  writeText(findings, checked, (s) => parts.push(s));
  return parts.join('');
}
