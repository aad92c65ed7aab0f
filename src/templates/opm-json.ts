// opm's JSON output (declcfg.WriteJSON): each document through Go's json.Encoder with a 4-space
// indent and HTML escaping off, one after another, each ending in a newline. JSON.stringify
// agrees with Go's encoder on everything these documents hold but U+2028 and U+2029, which Go
// always escapes.
import type { JsonValue } from '../catalog/goyaml/json-value.js';

export function goJsonDocument(doc: JsonValue): string {
  return (
    JSON.stringify(doc, null, 4)
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029') + '\n'
  );
}
