// A template file's text as opm reads it (go-yaml v2 through sigs.k8s.io/yaml: YAML 1.1 scalars,
// only the first document), and the line of any value in it, so that every problem names one.
import { LineCounter, parseDocument } from 'yaml';
import { decodeYamlFull } from '../catalog/goyaml/full.js';
import type { JsonValue } from '../catalog/goyaml/json-value.js';
import { lineOf } from '../config/yaml-document.js';
import type { TemplateProblem } from './expectation.js';

export interface TemplateText {
  readonly value: JsonValue;
  /** The 1-based line of the value a path of keys and indexes names (as far as the file has it). */
  readonly line: (path: readonly (string | number)[]) => number;
}

function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

export function readTemplateText(text: string): TemplateText | TemplateProblem {
  const decoded = decodeYamlFull(text);
  if (!decoded.ok) return { message: `not YAML or JSON: ${decoded.error}`, line: lineAtOffset(text, decoded.offset) };
  let located: { doc: ReturnType<typeof parseDocument>; counter: LineCounter } | undefined;
  const line = (path: readonly (string | number)[]): number => {
    if (located === undefined) {
      const counter = new LineCounter();
      located = { doc: parseDocument(text, { lineCounter: counter, schema: 'failsafe', uniqueKeys: false }), counter };
    }
    const pointer = path.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
    return lineOf(located.doc, located.counter, pointer);
  };
  return { value: decoded.value, line };
}

/** Go's %q for a name in a message. */
export const quoted = (s: string): string => JSON.stringify(s);
