// yaml-type-surprise: where opm accepts any JSON (custom property values, package and channel
// properties, unknown schemas), an unquoted YAML 1.1 scalar that go-yaml turns into something
// other than what was written: `4.10` → 4.1, `on` → true, `010` → 8.
import type { Draft } from '../rules/draft.js';
import type { DeclCfg, DProperty, Path } from './declcfg.js';
import type { JsonValue } from './goyaml/json-value.js';
import { plainScalarSource } from './locate.js';
import type { RawDocument } from './types.js';

// Bundle property types opm decodes into typed structs: wrong types there are property-invalid.
const TYPED = new Set(['olm.package', 'olm.package.required', 'olm.gvk', 'olm.gvk.required', 'olm.bundle.object', 'olm.csv.metadata', 'olm.channel']);
// Owned by a more specific rule (max-openshift-version-unquoted).
const SPECIFIC = new Set(['olm.maxOpenShiftVersion']);
const TRUE_FALSE = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

export function surpriseOf(written: string, value: JsonValue): string | undefined {
  if (typeof value === 'boolean') {
    return TRUE_FALSE.has(written) ? undefined : `\`${written}\` is read as the boolean ${value} (YAML 1.1); quote it ("${written}") if you meant text`;
  }
  if (typeof value === 'number') {
    if (/^[-+]?(0[0-7_]+|0[xXoObB][0-9a-fA-F_]+)$/.test(written)) return `\`${written}\` is read as the number ${value}; quote it ("${written}") if you meant text`;
    if (/[.eE]/.test(written) && String(value) !== written) return `\`${written}\` is read as the number ${value} and loses its written form; quote it ("${written}")`;
  }
  return undefined;
}

function leaves(v: JsonValue, path: Path, out: Path[]): void {
  if (typeof v === 'boolean' || typeof v === 'number') out.push(path);
  else if (Array.isArray(v)) v.forEach((x, i) => leaves(x, [...path, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) leaves(x, [...path, k], out);
}

function valueAt(v: JsonValue, path: Path): JsonValue {
  let cur: JsonValue = v;
  for (const s of path) cur = (cur as Record<string | number, JsonValue>)[s] as JsonValue;
  return cur;
}

export function typeSurprises(cfg: DeclCfg, others: readonly RawDocument[]): Draft[] {
  const drafts: Draft[] = [];
  const scan = (doc: RawDocument, base: Path, who: Pick<Draft, 'package' | 'channel' | 'bundle'>): void => {
    if (doc.mode !== 'yaml') return;
    const paths: Path[] = [];
    leaves(valueAt(doc.value, base), base, paths);
    for (const p of paths) {
      const written = plainScalarSource(doc, p);
      const msg = written === undefined ? undefined : surpriseOf(written, valueAt(doc.value, p));
      if (msg) drafts.push({ rule: 'yaml-type-surprise', message: `${p.join('.')}: ${msg}`, ...who, at: { doc, path: p } });
    }
  };
  const props = (doc: RawDocument, list: readonly DProperty[], typedOnly: boolean, who: Pick<Draft, 'package' | 'channel' | 'bundle'>): void => {
    for (const p of list) {
      if ((typedOnly && TYPED.has(p.type)) || SPECIFIC.has(p.type) || p.value === undefined) continue;
      scan(doc, ['properties', p.index, 'value'], who);
    }
  };
  for (const p of cfg.packages) props(p.doc, p.properties, false, { package: p.name });
  for (const c of cfg.channels) props(c.doc, c.properties, false, { package: c.package, channel: c.name });
  for (const b of cfg.bundles) props(b.doc, b.properties, true, { package: b.package, bundle: b.name });
  for (const doc of others) scan(doc, [], {});
  return drafts;
}
