// A document's value again, from its text (the loader does not keep raw values): for the few
// places that need a whole document after loading, such as comparing a bundle across revisions.
import { BAIL, decodeYamlFast } from './goyaml/fast.js';
import { decodeYamlFull } from './goyaml/full.js';
import type { JsonValue } from './goyaml/json-value.js';
import type { RawDocument } from './types.js';

export function documentText(doc: RawDocument): string {
  return doc.source.text.text().slice(doc.source.start, doc.source.end);
}

export function documentValue(doc: RawDocument): JsonValue | undefined {
  const text = doc.source.text.text();
  const { start, end } = doc.source;
  if (doc.source.json) {
    try {
      return JSON.parse(text.slice(start, end)) as JsonValue;
    } catch {
      return undefined;
    }
  }
  const fast = decodeYamlFast(text, start, end);
  if (fast !== BAIL) return fast;
  const full = decodeYamlFull(text.slice(start, end));
  return full.ok ? full.value : undefined;
}
