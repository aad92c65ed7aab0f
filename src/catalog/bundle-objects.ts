// opm decodes every `olm.bundle.object` while loading: `{data: <padded base64>}`, and a payload
// that does not start with '{' must be YAML. Checking the base64 and the first byte is cheap;
// the (rare) non-JSON payload is parsed in full, and JSON payloads are never parsed here.
import { decodeYamlFull } from './goyaml/full.js';
import { isJsonObject, type JsonObject, type JsonValue } from './goyaml/json-value.js';
import { goField, goTypeName } from './meta.js';
import type { DBundle } from './declcfg.js';
import { base64Error, type TypedProblem } from './typed.js';

/**
 * Whether a bundle's manifest is its ClusterServiceVersion. `kind` is the exact key, as opm finds
 * the CSV among a bundle's objects (declcfg's extractCSV: an unstructured object's GetKind) and OLM
 * among a bundle image's manifests: a `Kind` key names nothing.
 */
export const isCsv = (v: JsonValue | undefined): v is JsonObject =>
  isJsonObject(v) && v.kind === 'ClusterServiceVersion';

/** Decoded payload bytes of a bundle object's base64 `data`, as text. */
export function payloadText(data: string): string {
  return Buffer.from(data, 'base64').toString('utf8');
}

/** A bundle object's manifest from its payload text: JSON when it opens with `{`, else YAML; undefined when neither. */
export function decodePayloadText(text: string): JsonValue | undefined {
  if (text.trimStart().startsWith('{')) {
    try {
      return JSON.parse(text) as JsonValue;
    } catch {
      return undefined;
    }
  }
  const r = decodeYamlFull(text);
  return r.ok ? r.value : undefined;
}

function startsWithBrace(data: string): boolean {
  // Decode just enough to see the first non-whitespace byte.
  for (let n = 64; ; n *= 4) {
    const head = Buffer.from(
      data
        .slice(0, n)
        .replace(/[\r\n]/g, '')
        .slice(0, n - (n % 4)),
      'base64',
    )
      .toString('latin1')
      .trimStart();
    if (head.length > 0) return head[0] === '{';
    if (n >= data.length) return false;
  }
}

export function checkBundleObjects(b: DBundle): TypedProblem[] {
  const problems: TypedProblem[] = [];
  let previous = '';
  for (const p of b.properties) {
    if (p.type !== 'olm.bundle.object') continue;
    const path = ['properties', p.index, 'value'];
    const fail = (why: string): void => {
      problems.push({ rule: 'invalid-bundle-object', path, message: `olm.bundle.object property [${p.index}] ${why}` });
    };
    if (!p.present || p.value === undefined) {
      fail('has no `value`; it must be {data: <base64>}');
      continue;
    }
    if (p.value !== null && (typeof p.value !== 'object' || Array.isArray(p.value))) {
      fail(`value must be an object {data: <base64>}, not ${goTypeName(p.value)}`);
      continue;
    }
    const raw = p.value === null ? undefined : goField(p.value, 'data');
    let data: string;
    if (raw === undefined || raw === null)
      data = previous; // opm reuses its decode target: the previous data stays
    else if (typeof raw !== 'string') {
      fail(`\`data\` must be a base64 string, not ${goTypeName(raw as never)}`);
      continue;
    } else data = raw;
    const bad = base64Error(data);
    if (bad >= 0) {
      fail(`\`data\` is not padded standard base64 (bad data at byte ${bad})`);
      continue;
    }
    previous = data;
    if (data === '' || startsWithBrace(data)) continue;
    const r = decodeYamlFull(payloadText(data));
    if (!r.ok) fail(`payload is neither JSON nor YAML: ${r.error}`);
  }
  return problems;
}
