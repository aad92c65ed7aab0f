// The review comment of `diff`: verdict, package table, findings by severity, upgrade graphs.
// Every catalog string is escaped (escape/markdown.ts), long ones shortened, and the whole kept
// within GitHub's 65,536-character limit with errors kept first and every cut counted.
import type { DiffResult } from '../diff/diff.js';
import { fit, type Block } from './budget.js';
import { htmlText, mdCode, mdFence, mdMessage, mdText } from './escape/markdown.js';
import type { Finding } from './finding.js';

export const COMMENT_LIMIT = 65_536;
/** GitHub renders no Mermaid diagram longer than this (Mermaid's default maxTextSize). */
const MERMAID_MAX = 50_000;
const NAME_MAX = 100;
const MESSAGE_MAX = 1_000;

const ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' } as const;

function findingItem(f: Finding): string {
  const at = f.file ? `${f.file}${f.line !== undefined ? `:${f.line}` : ''}${f.column !== undefined ? `:${f.column}` : ''}` : (f.catalog || '.');
  return `- ${ICON[f.severity]} ${mdCode(f.rule)} ${mdCode(at, 300)} — ${mdMessage(f.message, MESSAGE_MAX)}`;
}

const more = (what: string) => (n: number): string => `- …and ${n} more ${what} (see the check run)`;

function list(title: string, what: string, fs: readonly Finding[], folded: boolean): Block {
  const open = folded ? [`<details><summary>${title} (${fs.length})</summary>`, ''] : [`### ${title}`];
  return { open, close: folded ? ['', '</details>', ''] : [''], count: fs.length, item: (i) => findingItem(fs[i]!), more: more(what), what };
}

function table(r: DiffResult): Block {
  const name = (s: string): string => mdText(s, NAME_MAX);
  const channels = (c: DiffResult['changes'][number]): string =>
    c.channels.filter((ch) => ch.status !== 'unchanged').map((ch) => `${name(ch.channel)} (${ch.status})`).join(', ') || '—';
  return {
    open: ['| catalog | package | status | bundles added / removed / modified | channels changed |', '|---|---|---|---|---|'],
    close: [''],
    count: r.changes.length,
    item: (i) => {
      const c = r.changes[i]!;
      return `| ${name(c.catalog)} | ${name(c.package)} | ${c.status} | ${c.bundlesAdded.length} / ${c.bundlesRemoved.length} / ${c.bundlesModified.length} | ${channels(c)} |`;
    },
    more: (n) => `| … | ${n} more packages (see the check run) | | | |`,
    what: 'package rows',
  };
}

function pictures(r: DiffResult): Block {
  const side = (title: string, body: string | undefined): string[] => (body === undefined ? [] : body.length > MERMAID_MAX
    ? [`**${title}**: too large for GitHub to draw (${body.length} characters); see \`fbc-bot graph --format mermaid\`.`, '']
    : [`**${title}**`, '', ...mdFence('mermaid', body), '']);
  const item = (i: number): string => {
    const p = r.pictures[i]!;
    return [
      `<details><summary>Upgrade graph of ${htmlText(p.package, NAME_MAX)} (${htmlText(p.catalog, NAME_MAX)})</summary>`, '',
      ...side('Before', p.before), ...side('After', p.after),
      '</details>', '',
    ].join('\n');
  };
  return { open: [], close: [], count: r.pictures.length, item, more: (n) => `_…and ${n} more upgrade graphs (see \`fbc-bot graph\`)._\n`, what: 'upgrade graphs' };
}

/** The review comment, at most `limit` characters. */
export function renderDiffMarkdown(r: DiffResult, verdict: 'pass' | 'fail', limit = COMMENT_LIMIT): string {
  const introduced = r.findings.filter((f) => f.introduced !== false);
  const of = (s: Finding['severity']): Finding[] => introduced.filter((f) => f.severity === s);
  const errors = of('error');
  const warnings = of('warning');
  const head = [`## fbc-bot: ${verdict === 'pass' ? '✅ pass' : '❌ fail'} — ${errors.length} error(s), ${warnings.length} warning(s) introduced`, ''];
  const blocks: Block[] = [
    r.changes.length === 0 ? { open: ['No catalog changes.', ''], close: [], count: 0, item: () => '', more: () => '', what: '' } : table(r),
    list('Errors', 'errors', errors, false),
    list('Warnings', 'warnings', warnings, false),
    pictures(r),
    list('Changes', 'changes', of('info'), true),
    list('Already in base (not judged)', 'findings already in base', r.findings.filter((f) => f.introduced === false), true),
  ];
  // Errors decide the verdict: they come first, then the table, warnings, pictures, the rest.
  const fitted = fit(blocks, [1, 0, 2, 3, 4, 5], limit - head.join('\n').length);
  const empty = r.changes.length === 0 ? blocks[0]!.open : [];
  return [...head, ...empty, ...fitted.lines, ...(fitted.note ? [fitted.note, ''] : [])].join('\n');
}
