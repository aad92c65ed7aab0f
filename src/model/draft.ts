// What rules emit before positions are resolved: a rule id, a message, the objects concerned,
// and where (a document and a path inside it, or a ready file position).
import type { Path } from '../catalog/declcfg.js';
import { locate, locateAll, type Position } from '../catalog/locate.js';
import type { RawDocument } from '../catalog/types.js';
import { ownPart, type Finding, type FindingGroup } from './finding.js';
import { RULES, type RuleId, type Severity } from './rule-table.js';

/** A repository's severity overrides; 'off' drops the rule's findings. */
export type Overrides = Readonly<Partial<Record<RuleId, Severity | 'off'>>>;

export type Loc =
  | { readonly doc: RawDocument; readonly path?: Path }
  | { readonly file: string; readonly line?: number; readonly column?: number };

export interface Draft {
  readonly rule: RuleId;
  readonly message: string;
  readonly package?: string;
  readonly channel?: string;
  readonly bundle?: string;
  /** The upgrade edge the finding is about, when it is one edge's (the CRD check). */
  readonly edge?: { readonly from: string; readonly to: string };
  readonly at?: Loc;
  /** This finding's severity when it differs from the rule's default (overrides still win). */
  readonly severity?: Severity;
  /** The problem this finding is one part of (Finding's `group`). */
  readonly group?: FindingGroup;
}

/** Documents from this many characters on have their positions looked up once per finalize. */
const LARGE_DOCUMENT = 65_536;

/** Resolve positions and severities; `prefix` turns catalog-relative paths into report paths. */
export function finalize(
  drafts: readonly Draft[],
  catalog: string | undefined,
  prefix: string,
  overrides: Overrides = {},
): Finding[] {
  const out: Finding[] = [];
  // Locating scans a document up to the place: in a large document, the places its findings
  // point at (often one place many times: a 100,000-entry channel's name) are found together,
  // in one scan, before the findings are made.
  const wanted = new Map<RawDocument, Map<string, Path>>();
  const severityOf = (d: Draft): Severity | 'off' => overrides[d.rule] ?? d.severity ?? RULES[d.rule].severity;
  for (const d of drafts) {
    if (!d.at || !('doc' in d.at) || severityOf(d) === 'off') continue;
    const doc = d.at.doc;
    if (doc.source.end - doc.source.start < LARGE_DOCUMENT) continue;
    let paths = wanted.get(doc);
    if (!paths) wanted.set(doc, (paths = new Map()));
    const path = d.at.path ?? [];
    paths.set(JSON.stringify(path), path);
  }
  const located = new Map<RawDocument, Map<string, Position>>();
  for (const [doc, paths] of wanted) {
    const positions = locateAll(doc, [...paths.values()]);
    located.set(doc, new Map([...paths.keys()].map((key, i) => [key, positions[i]!])));
  }
  const where = (doc: RawDocument, path: Path): Position => {
    const byPath = located.get(doc);
    return (byPath && byPath.get(JSON.stringify(path))) ?? locate(doc, path);
  };
  for (const d of drafts) {
    const severity = severityOf(d);
    if (severity === 'off') continue;
    const f: { -readonly [K in keyof Finding]: Finding[K] } = { rule: d.rule, severity, message: d.message };
    if (catalog !== undefined) f.catalog = catalog;
    if (d.package !== undefined) f.package = d.package;
    if (d.channel !== undefined) f.channel = d.channel;
    if (d.bundle !== undefined) f.bundle = d.bundle;
    if (d.edge !== undefined) f.edge = { from: d.edge.from, to: d.edge.to };
    if (d.group !== undefined) f.group = { head: d.group.head, fix: d.group.fix };
    if (d.at) {
      if ('doc' in d.at) {
        const p = where(d.at.doc, d.at.path ?? []);
        f.file = prefix + d.at.doc.file;
        f.line = p.line;
        f.column = p.column;
      } else {
        f.file = prefix + d.at.file;
        if (d.at.line !== undefined) f.line = d.at.line;
        if (d.at.column !== undefined) f.column = d.at.column;
      }
    }
    out.push(f);
  }
  return out.map((f) => {
    const short = f.message.length > MESSAGE_MAX ? { ...f, message: clipMessage(f.message) } : f;
    return short.group === undefined || ownPart(short) !== undefined ? short : ungrouped(short);
  });
}

/**
 * A finding whose message (clipped) lost its group's head or fix: no part of the group, so a group is never longer
 * than a message and never says what its message does not.
 */
function ungrouped(f: Finding): Finding {
  const { group: _group, ...rest } = f;
  return rest;
}

/** Messages longer than this quote a huge value: their middle is cut. */
export const MESSAGE_MAX = 2_000;

/** A message cut in the middle (its end says how to fix), never inside a surrogate pair. */
export function clipMessage(message: string): string {
  if (message.length <= MESSAGE_MAX) return message;
  let head = MESSAGE_MAX * 0.6;
  let tail = message.length - MESSAGE_MAX * 0.3;
  if (/[\ud800-\udbff]/.test(message[head - 1]!)) head--;
  if (/[\udc00-\udfff]/.test(message[tail]!)) tail++;
  return `${message.slice(0, head)} […${tail - head} characters cut…] ${message.slice(tail)}`;
}
