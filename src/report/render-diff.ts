// Renderers for `diff`: text, the contract JSON (with `introduced` and `changes`), and the
// Markdown of the review comment, kept within GitHub's 65,536-character limit.
import type { DiffResult } from '../diff/diff.js';
import type { Finding } from './finding.js';

export const COMMENT_LIMIT = 65_536;

export function renderDiffJson(r: DiffResult, verdict: 'pass' | 'fail'): string {
  return JSON.stringify({ schemaVersion: 1, verdict, findings: r.findings, changes: r.changes }, null, 2) + '\n';
}

const where = (f: Finding): string => (f.file ? `${f.file}${f.line !== undefined ? `:${f.line}` : ''}${f.column !== undefined ? `:${f.column}` : ''}` : (f.catalog ?? '.'));

export function renderDiffText(r: DiffResult, verdict: 'pass' | 'fail'): string {
  const lines: string[] = [];
  for (const c of r.changes) {
    const bundles = [c.bundlesAdded.length && `+${c.bundlesAdded.length}`, c.bundlesRemoved.length && `-${c.bundlesRemoved.length}`, c.bundlesModified.length && `~${c.bundlesModified.length}`].filter(Boolean).join(' ');
    lines.push(`${c.catalog} ${c.package}: ${c.status}${bundles ? ` (bundles ${bundles})` : ''}`);
  }
  if (lines.length > 0) lines.push('');
  for (const f of r.findings) lines.push(`${where(f)}: ${f.severity} ${f.rule}${f.introduced === false ? ' (already in base)' : ''}: ${f.message.replace(/\n/g, '\n    ')}`);
  const count = (s: string) => r.findings.filter((f) => f.severity === s && f.introduced !== false).length;
  if (r.findings.length > 0) lines.push('');
  lines.push(`${verdict === 'pass' ? 'PASS' : 'FAIL'}: introduced ${count('error')} error(s), ${count('warning')} warning(s), ${count('info')} info; ${r.changes.length} package(s) changed`);
  return lines.join('\n') + '\n';
}

const ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' } as const;
const code = (s: string): string => `\`${s.replace(/`/g, "'")}\``;

function findingLine(f: Finding): string {
  return `- ${ICON[f.severity]} ${code(f.rule)} ${f.file ? `${code(where(f))} ` : ''}— ${f.message.replace(/\n/g, ' ')}`;
}

/** The review comment. Pictures are folded first, then lists truncated, to stay within budget. */
export function renderDiffMarkdown(r: DiffResult, verdict: 'pass' | 'fail', limit = COMMENT_LIMIT): string {
  const introduced = r.findings.filter((f) => f.introduced !== false);
  const n = (s: Finding['severity']) => introduced.filter((f) => f.severity === s).length;
  const head = [`## fbc-bot: ${verdict === 'pass' ? '✅ pass' : '❌ fail'} — ${n('error')} error(s), ${n('warning')} warning(s) introduced`, ''];
  const table = r.changes.length === 0 ? ['No catalog changes.', ''] : [
    '| catalog | package | status | bundles added / removed / modified | channels changed |',
    '|---|---|---|---|---|',
    ...r.changes.map((c) => `| ${c.catalog} | ${c.package} | ${c.status} | ${c.bundlesAdded.length} / ${c.bundlesRemoved.length} / ${c.bundlesModified.length} | ${c.channels.filter((ch) => ch.status !== 'unchanged').map((ch) => `${ch.channel} (${ch.status})`).join(', ') || '—'} |`),
    '',
  ];
  const section = (title: string, fs: Finding[], open: boolean, cap: number): string[] => {
    if (fs.length === 0) return [];
    const shown = fs.slice(0, cap).map(findingLine);
    if (fs.length > cap) shown.push(`- …and ${fs.length - cap} more (see the check run)`);
    return open ? [`### ${title}`, ...shown, ''] : [`<details><summary>${title} (${fs.length})</summary>`, '', ...shown, '', '</details>', ''];
  };
  const findingsWith = (cap: number): string[] => [
    ...section('Errors', introduced.filter((f) => f.severity === 'error'), true, cap),
    ...section('Warnings', introduced.filter((f) => f.severity === 'warning'), true, cap),
    ...section('Changes', introduced.filter((f) => f.severity === 'info'), false, cap),
    ...section('Already in base (not judged)', r.findings.filter((f) => f.introduced === false), false, cap),
  ];
  const findings = findingsWith(Infinity);
  const pictures = r.pictures.flatMap((p) => [
    `<details><summary>Upgrade graph of ${p.package} (${p.catalog})</summary>`, '',
    ...(p.before ? ['**Before**', '', '```mermaid', p.before.trimEnd(), '```', ''] : []),
    ...(p.after ? ['**After**', '', '```mermaid', p.after.trimEnd(), '```', ''] : []),
    '</details>', '',
  ]);
  const assemble = (pics: string[], fs: string[]) => [...head, ...table, ...pics, ...fs].join('\n');
  let out = assemble(pictures, findings);
  if (out.length <= limit) return out;
  const folded = ['_Upgrade graphs left out: the comment would exceed GitHub\'s size limit._', ''];
  out = assemble(folded, findings);
  // Then fewer findings per section, each list saying how many it leaves out.
  for (let cap = 200; out.length > limit && cap >= 1; cap = Math.floor(cap / 2)) out = assemble(folded, findingsWith(cap));
  return out.length <= limit ? out : out.slice(0, limit);
}
