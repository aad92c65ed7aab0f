// Owners data is YAML from the base revision, read as the configuration is (limits, problems at
// file:line, lines found as the configuration's are); this adds the line of each top-level key.
import { lineOf, readYamlDocument } from '../config/yaml-document.js';

export type YamlRead =
  { readonly value: unknown; readonly line: (key: string) => number } | { readonly problem: string };

/** The document's value and the line of each top-level key; or what is wrong, at `file:line`. */
export function readYaml(text: string, file: string): YamlRead {
  const read = readYamlDocument(text, file);
  if ('problem' in read) return read;
  const { doc, counter, value } = read;
  return { value, line: (key) => lineOf(doc, counter, `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`) };
}

/** A list of strings, or undefined when `v` is something else. */
export function stringList(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((x) => typeof x === 'string')
    ? v.map((x) => (x as string).trim().replace(/^@/, ''))
    : undefined;
}
