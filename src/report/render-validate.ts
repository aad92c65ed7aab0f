// Renderers for `validate`: compiler-style text, the contract JSON, and SARIF 2.1.0.
import { RULES, type RuleId, type RuleInfo } from '../rules/registry.js';
import { verdictOf, type Finding } from './finding.js';

export function renderJson(findings: readonly Finding[]): string {
  return JSON.stringify({ schemaVersion: 1, verdict: verdictOf(findings), findings }, null, 2) + '\n';
}

function where(f: Finding): string {
  if (!f.file) return f.catalog ?? '.';
  return `${f.file}${f.line !== undefined ? `:${f.line}` : ''}${f.column !== undefined ? `:${f.column}` : ''}`;
}

export function renderText(findings: readonly Finding[], catalogs: readonly string[]): string {
  const lines: string[] = [];
  let group: string | undefined;
  for (const f of findings) {
    const g = f.catalog ?? '';
    if (g !== group) {
      if (group !== undefined) lines.push('');
      lines.push(`${g || '.'}:`);
      group = g;
    }
    lines.push(`${where(f)}: ${f.severity} ${f.rule}: ${f.message.replace(/\n/g, '\n    ')}`);
  }
  const count = (s: string): number => findings.filter((f) => f.severity === s).length;
  const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? '' : 's'}`;
  if (lines.length > 0) lines.push('');
  lines.push(`${verdictOf(findings) === 'pass' ? 'PASS' : 'FAIL'}: ${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}, ${count('info')} info in ${plural(catalogs.length, 'catalog')}`);
  return lines.join('\n') + '\n';
}

const LEVEL = { error: 'error', warning: 'warning', info: 'note' } as const;

export function renderSarif(findings: readonly Finding[], version: string): string {
  const used = [...new Set(findings.map((f) => f.rule))].sort();
  const index = new Map(used.map((r, i) => [r, i]));
  const rules = used.map((id) => {
    const info: RuleInfo = RULES[id as RuleId];
    return {
      id,
      name: id,
      shortDescription: { text: id.replace(/-/g, ' ') },
      defaultConfiguration: { level: LEVEL[info.severity] },
      properties: info.opm ? { opm: info.opm } : {},
    };
  });
  const results = findings.map((f) => {
    const info: RuleInfo = RULES[f.rule];
    const r: Record<string, unknown> = {
      ruleId: f.rule,
      ruleIndex: index.get(f.rule),
      level: LEVEL[f.severity],
      message: { text: f.message },
      properties: {
        ...(info.opm ? { opm: info.opm } : {}),
        ...(f.catalog !== undefined ? { catalog: f.catalog } : {}),
        ...(f.package !== undefined ? { package: f.package } : {}),
        ...(f.channel !== undefined ? { channel: f.channel } : {}),
        ...(f.bundle !== undefined ? { bundle: f.bundle } : {}),
      },
    };
    if (f.file) {
      r.locations = [{ physicalLocation: { artifactLocation: { uri: f.file }, ...(f.line !== undefined ? { region: { startLine: f.line, ...(f.column !== undefined ? { startColumn: f.column } : {}) } } : {}) } }];
    }
    return r;
  });
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'fbc-bot', version, rules } }, columnKind: 'utf16CodeUnits', results }],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}
