// opm's JSON output (declcfg.WriteJSON): each document through Go's json.Encoder with a 4-space
// indent and HTML escaping off, one after another, each ending in a newline. JSON.stringify
// agrees with Go's encoder on everything these documents hold but U+2028 and U+2029, which Go
// always escapes, and a bundle's property values: opm holds each as the bytes json.Marshal made
// of it when the bundle was rendered from its image (HTML escaping on), and the encoder copies
// them without undoing their `<`, `>`, `&` as \u003c, \u003e, \u0026.
import { isJsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';

const escape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

function encode(v: JsonValue, indent: string, html: boolean): string {
  if (v === null || typeof v !== 'object') {
    const s = JSON.stringify(v).replace(/[\u2028\u2029]/g, escape);
    return html && typeof v === 'string' ? s.replace(/[<>&]/g, escape) : s;
  }
  const inner = indent + '    ';
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return `[\n${v.map((x) => inner + encode(x, inner, html)).join(',\n')}\n${indent}]`;
  }
  const keys = Object.keys(v);
  if (keys.length === 0) return '{}';
  const member = (k: string): string => {
    const value = v[k]!;
    const bundleProps = k === 'properties' && v['schema'] === 'olm.bundle' && Array.isArray(value);
    const item = bundleProps ? encodeProperties(value, inner) : encode(value, inner, html);
    return `${inner}${encode(k, inner, html)}: ${item}`;
  };
  return `{\n${keys.map(member).join(',\n')}\n${indent}}`;
}

function encodeProperties(props: JsonValue[], indent: string): string {
  if (props.length === 0) return '[]';
  const inner = indent + '    ';
  const one = (p: JsonValue): string => {
    if (!isJsonObject(p)) return encode(p, inner, false);
    const keys = Object.keys(p);
    if (keys.length === 0) return '{}';
    const deeper = inner + '    ';
    const members = keys.map((k) => `${deeper}${encode(k, deeper, false)}: ${encode(p[k]!, deeper, k === 'value')}`);
    return `{\n${members.join(',\n')}\n${inner}}`;
  };
  return `[\n${props.map((p) => inner + one(p)).join(',\n')}\n${indent}]`;
}

export function goJsonDocument(doc: JsonValue): string {
  return encode(doc, '', false) + '\n';
}
