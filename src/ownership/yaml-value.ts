// Owners data is YAML from the base revision: parsed with limits (depth, aliases), and a problem
// named with its file and line instead of an exception.
import { LineCounter, parseDocument } from 'yaml';
import { exceedsMaxDepth } from '../catalog/goyaml/depth.js';

const MAX_DEPTH = 64;

export type YamlRead = { readonly value: unknown; readonly line: (key: string) => number } | { readonly problem: string };

/** The document's value and the line of each top-level key; or what is wrong, at `file:line`. */
export function readYaml(text: string, file: string): YamlRead {
  if (exceedsMaxDepth(text, MAX_DEPTH)) return { problem: `${file}:1: nested more than ${MAX_DEPTH} levels deep` };
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    return { problem: `${file}:${counter.linePos(e.pos[0]).line}: ${e.message.replace(/ at line \d+.*$/s, '')}` };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return { problem: `${file}:1: ${e instanceof ReferenceError ? 'excessive aliasing (the aliases expand too far)' : (e as Error).message}` };
  }
  const line = (key: string): number => {
    const contents = doc.contents as { items?: { key?: { value?: unknown; range?: number[] } }[] } | null;
    const pair = contents?.items?.find((p) => String(p.key?.value) === key);
    return counter.linePos(pair?.key?.range?.[0] ?? 0).line;
  };
  return { value, line };
}

/** A list of strings, or undefined when `v` is something else. */
export function stringList(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v.map((x) => (x as string).trim().replace(/^@/, '')) : undefined;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
