// A file can repeat one mistake a million times: past PER_FILE_CAP findings of a rule (and
// severity) in a file, kept in line order, one info finding of the same rule counts the rest
// (`more`): the hundred listed still fail the verdict, the report does not grow with the input, and
// the summary is no problem of its own (reports never count it). It runs on a
// run's final findings, after a diff has marked them introduced: which findings are listed
// depends on line order, which a change shifts, so capping first would make a pre-existing
// finding look new. Introduced and pre-existing findings are summed up apart.
import type { Finding } from '../model/finding.js';

/** Findings of one rule in one file beyond this many are summed up in one finding. */
export const PER_FILE_CAP = 100;

export function capFindings(findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = `${f.rule}\u0000${f.severity}\u0000${f.file ?? ''}\u0000${f.catalog ?? ''}\u0000${String(f.introduced)}`;
    const g = groups.get(k);
    if (g) g.push(f);
    else groups.set(k, [f]);
  }
  if ([...groups.values()].every((g) => g.length <= PER_FILE_CAP)) return [...findings];
  const out: Finding[] = [];
  for (const g of groups.values()) {
    if (g.length <= PER_FILE_CAP) {
      out.push(...g);
      continue;
    }
    g.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
    out.push(...g.slice(0, PER_FILE_CAP));
    const first = g[PER_FILE_CAP]!;
    const rest = g.length - PER_FILE_CAP;
    const where = first.file ? `in ${first.file}` : `in catalog ${first.catalog ?? '.'}`;
    const already = first.introduced === false ? ' already in base' : '';
    out.push({
      rule: first.rule,
      severity: 'info',
      message:
        `${rest} more ${first.rule} finding${rest === 1 ? '' : 's'}${already} ${where} from here on (only ` +
        `the first ${PER_FILE_CAP} are listed; fix those and run again)`,
      ...(first.catalog !== undefined ? { catalog: first.catalog } : {}),
      ...(first.file !== undefined ? { file: first.file } : {}),
      ...(first.line !== undefined ? { line: first.line } : {}),
      ...(first.column !== undefined ? { column: first.column } : {}),
      ...(first.introduced !== undefined ? { introduced: first.introduced } : {}),
      more: rest,
    });
  }
  return out;
}
