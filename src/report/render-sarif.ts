// SARIF 2.1.0 for code scanning: every rule with its documented help, results with percent-encoded
// locations and fingerprints that survive edits elsewhere in the file, written in pieces.
import { createHash } from 'node:crypto';
import { RULES, type RuleId, type RuleInfo } from '../model/rule-table.js';
import { sarifText, sarifUri } from '../escape/sarif.js';
import { findingIdentity, type Finding } from '../model/finding.js';
import { RULE_DOCS } from './rule-docs.js';
import { jsonDocument, Streamed, writeJsonDocument, type Write } from './write-stream.js';

const LEVEL = { error: 'error', warning: 'warning', info: 'note' } as const;

// Plain text of a documentation cell: code spans and emphasis marks dropped.
const plain = (md: string): string => md.replace(/`([^`]*)`/g, '$1').replace(/\*\*([^*]*)\*\*/g, '$1');

function ruleDescriptor(id: RuleId): Record<string, unknown> {
  const info: RuleInfo = RULES[id];
  const doc = RULE_DOCS[id];
  const what = doc ? `${doc.what}.` : id.replace(/-/g, ' ');
  // Capitalised unless it starts with code (`skipRange`).
  const text = /^[a-z]/.test(what) ? `${what.charAt(0).toUpperCase()}${plain(what.slice(1))}` : plain(what);
  const facts = [
    `Default severity: ${info.severity}${info.fixed ? ' (fixed: a repository cannot change it)' : ''}.`,
    ...(info.opm ? [`Mirrors opm check ${info.opm}.`] : ['Beyond opm validate.']),
  ];
  return {
    id,
    name: id,
    shortDescription: { text: id.replace(/-/g, ' ') },
    fullDescription: { text },
    help: {
      text: [text, ...(doc ? [`Rule family: ${doc.section}.`] : []), ...facts].join(' '),
      markdown: [`**${id}**${doc ? ` (${doc.section})` : ''}: ${what}`, '', ...facts].join('\n'),
    },
    defaultConfiguration: { level: LEVEL[info.severity] },
    properties: info.opm ? { opm: info.opm } : {},
  };
}

/** Stable across line shifts: rule, catalog, package, channel, bundle and the message's arguments. */
export function fingerprint(f: Finding): string {
  return createHash('sha256').update(findingIdentity(f)).digest('hex');
}

function result(f: Finding, ruleIndex: number, uri: (file: string) => string): Record<string, unknown> {
  const info: RuleInfo = RULES[f.rule];
  const r: Record<string, unknown> = {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: sarifText(f.message) },
  };
  if (f.file) {
    const region =
      f.line !== undefined
        ? { region: { startLine: f.line, ...(f.column !== undefined ? { startColumn: f.column } : {}) } }
        : {};
    r.locations = [{ physicalLocation: { artifactLocation: { uri: uri(f.file) }, ...region } }];
  }
  r.partialFingerprints = { 'fbcBot/v1': fingerprint(f) };
  r.properties = {
    ...(info.opm ? { opm: info.opm } : {}),
    ...(f.catalog !== undefined ? { catalog: f.catalog } : {}),
    ...(f.package !== undefined ? { package: f.package } : {}),
    ...(f.channel !== undefined ? { channel: f.channel } : {}),
    ...(f.bundle !== undefined ? { bundle: f.bundle } : {}),
  };
  return r;
}

function* results(
  findings: readonly Finding[],
  index: ReadonlyMap<string, number>,
): Generator<Record<string, unknown>> {
  // Many findings share a file: each file name is encoded once.
  const uris = new Map<string, string>();
  const uri = (file: string): string => uris.get(file) ?? uris.set(file, sarifUri(file)).get(file)!;
  for (const f of findings) yield result(f, index.get(f.rule)!, uri);
}

function sarifLog(findings: readonly Finding[], version: string): unknown {
  const used = [...new Set(findings.map((f) => f.rule))].sort();
  const index = new Map(used.map((r, i) => [r, i]));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'fbc-bot', version, rules: used.map(ruleDescriptor) } },
        columnKind: 'utf16CodeUnits',
        results: new Streamed(results(findings, index), true),
      },
    ],
  };
}

/** The SARIF log through `write`, result by result (one line each: a log can be large). */
export function writeSarif(findings: readonly Finding[], version: string, write: Write): void {
  writeJsonDocument(sarifLog(findings, version), write);
}

export function renderSarif(findings: readonly Finding[], version: string): string {
  return jsonDocument(sarifLog(findings, version));
}
