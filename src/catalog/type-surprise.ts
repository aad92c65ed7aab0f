// yaml-type-surprise: where opm accepts any JSON (custom property values, package and channel
// properties, unknown schemas), an unquoted YAML 1.1 scalar that go-yaml turns into something
// other than what was written: `4.10` → 4.1, `on` → true, `010` → 8.
import type { DProperty, Path } from './declcfg.js';
import type { LoadProblem, LoadWho } from './load-problem.js';
import type { JsonValue } from './goyaml/json-value.js';
import { plainScalarSource } from './locate.js';
import type { RawDocument } from './types.js';

// Bundle property types opm decodes into typed structs: wrong types there are property-invalid.
const TYPED = new Set([
  'olm.package',
  'olm.package.required',
  'olm.gvk',
  'olm.gvk.required',
  'olm.bundle.object',
  'olm.csv.metadata',
  'olm.channel',
]);
// Owned by a more specific rule (max-openshift-version-unquoted).
const SPECIFIC = new Set(['olm.maxOpenShiftVersion']);
const TRUE_FALSE = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

function surpriseOf(written: string, value: JsonValue): string | undefined {
  if (typeof value === 'boolean') {
    return TRUE_FALSE.has(written)
      ? undefined
      : `\`${written}\` is read as the boolean ${value} (YAML 1.1); quote it ("${written}") if you meant text`;
  }
  if (typeof value === 'number') {
    if (/^[-+]?(0[0-7_]+|0[xXoObB][0-9a-fA-F_]+)$/.test(written))
      return `\`${written}\` is read as the number ${value}; quote it ("${written}") if you meant text`;
    if (/[.eE]/.test(written) && String(value) !== written)
      return `\`${written}\` is read as the number ${value} and loses its written form; quote it ("${written}")`;
  }
  return undefined;
}

function leaves(v: JsonValue, path: Path, out: [Path, JsonValue][]): void {
  if (typeof v === 'boolean' || typeof v === 'number') out.push([path, v]);
  else if (Array.isArray(v)) v.forEach((x, i) => leaves(x, [...path, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) leaves(x, [...path, k], out);
}

/** Surprises in `value`, found at `base` inside a YAML document. */
function scan(doc: RawDocument, value: JsonValue, base: Path, who: LoadWho, drafts: LoadProblem[]): void {
  if (doc.mode !== 'yaml') return;
  const found: [Path, JsonValue][] = [];
  leaves(value, base, found);
  for (const [p, v] of found) {
    const written = plainScalarSource(doc, p);
    const msg = written === undefined ? undefined : surpriseOf(written, v);
    if (msg)
      drafts.push({ rule: 'yaml-type-surprise', message: `${p.join('.')}: ${msg}`, ...who, at: { doc, path: p } });
  }
}

/** Surprises in the values of properties opm does not type (all of them for packages/channels). */
export function propertySurprises(
  doc: RawDocument,
  props: readonly DProperty[],
  bundle: boolean,
  who: LoadWho,
  drafts: LoadProblem[],
): void {
  for (const p of props) {
    if ((bundle && TYPED.has(p.type)) || SPECIFIC.has(p.type) || p.value === undefined) continue;
    scan(doc, p.value, ['properties', p.index, 'value'], who, drafts);
  }
}

/** Surprises anywhere in a document of a schema opm does not know. */
export function documentSurprises(doc: RawDocument, value: JsonValue, drafts: LoadProblem[]): void {
  scan(doc, value, [], {}, drafts);
}
