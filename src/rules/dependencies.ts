// Dependencies and properties OLM reads at install or upgrade time, which opm never checks:
// olm.package.required ranges (blang, as OLM classic's resolver parses them), olm.gvk(.required)
// completeness, olm.constraint, and olm.maxOpenShiftVersion, whose unquoted YAML form silently
// becomes another OCP version. Whether the catalog satisfies a requirement is requirements.ts.
import type { DBundle, DProperty, Path } from '../catalog/declcfg.js';
import { locate, plainScalarSource } from '../catalog/locate.js';
import { stringField } from '../catalog/property-shapes.js';
import { versionString } from '../semver/blang.js';
import { hasEmptyGroup } from '../semver/blang-range.js';
import { parsedRange } from '../graph/entry.js';
import type { Draft } from '../model/draft.js';
import { clipMessage, goQuoteClipped, quoteValue } from './quote.js';
import { constraintBytes, constraintError, MAX_CONSTRAINT_BYTES } from './constraints.js';
import type { Model } from '../model/catalog-model.js';
import { gvkKey, type DependencyFacts, type Gvk, type Requirement } from './requirements.js';

const gvkOf = (p: DProperty): Gvk => ({
  group: stringField(p.value, 'group'),
  version: stringField(p.value, 'version'),
  kind: stringField(p.value, 'kind'),
});
type Wanted =
  | { readonly kind: 'package'; readonly name: string; readonly range: string; readonly valid: boolean }
  | { readonly kind: 'gvk'; readonly group: string; readonly version: string; readonly gvkKind: string };

/** A requirement whose line and column are located when first read: only an unsatisfied one
 * (or one written to a cache) needs them, and locating re-reads the document. */
function requirement(b: DBundle, path: Path, wanted: Wanted): Requirement {
  let pos: { line: number; column: number } | undefined;
  const where = (): { line: number; column: number } => (pos ??= locate(b.doc, path));
  return {
    package: b.package,
    bundle: b.name,
    file: b.doc.file,
    get line() {
      return where().line;
    },
    get column() {
      return where().column;
    },
    ...wanted,
  };
}
const MAX_OCP = /^[1-9][0-9]*\.(0|[1-9][0-9]*)$/;

function packageRequired(b: DBundle, p: DProperty, facts: Requirement[], drafts: Draft[]): void {
  const who = { package: b.package, bundle: b.name };
  const path = ['properties', p.index, 'value'];
  const name = stringField(p.value, 'packageName');
  const range = stringField(p.value, 'versionRange');
  // Parsed once per text (a YAML alias repeats one long range over many properties), and the
  // requirement check reads the same parse.
  const r = parsedRange(range);
  const valid = r.ok && !hasEmptyGroup(r.value);
  if (!valid) {
    const why = r.ok ? 'it has an empty `||` group, which crashes the resolver' : clipMessage(r.error);
    drafts.push({
      ...who,
      rule: 'dependency-range-invalid',
      message:
        `olm.package.required versionRange ${goQuoteClipped(range)} for package ${quoteValue(name)} does not ` +
        `parse as OLM reads it: ${why}`,
      at: { doc: b.doc, path: [...path, 'versionRange'] },
    });
  }
  facts.push(requirement(b, path, { kind: 'package', name, range, valid }));
}

function gvkChecks(b: DBundle, p: DProperty, g: Gvk, facts: Requirement[], drafts: Draft[]): void {
  // Thousands of olm.gvk properties, nearly all complete and provided: nothing to make for them.
  if (p.type === 'olm.gvk' && g.group !== '' && g.version !== '' && g.kind !== '') return;
  const who = { package: b.package, bundle: b.name };
  const path = ['properties', p.index, 'value'];
  const missing = (['group', 'version', 'kind'] as const).filter((k) => g[k] === '');
  if (missing.length > 0)
    drafts.push({
      ...who,
      rule: 'gvk-invalid',
      message: `${p.type} has an empty ${missing.join(', ')}`,
      at: { doc: b.doc, path },
    });
  else if (p.type === 'olm.gvk.required')
    facts.push(requirement(b, path, { kind: 'gvk', group: g.group, version: g.version, gvkKind: g.kind }));
}

function constraintChecks(b: DBundle, p: DProperty, drafts: Draft[]): void {
  const who = { package: b.package, bundle: b.name };
  const at = { doc: b.doc, path: ['properties', p.index, 'value'] };
  const size = p.value === undefined ? 0 : constraintBytes(p.value);
  if (size > MAX_CONSTRAINT_BYTES) {
    drafts.push({
      ...who,
      rule: 'constraint-too-large',
      message: `this olm.constraint is ${size} bytes; OLM refuses constraints over ${MAX_CONSTRAINT_BYTES} bytes`,
      at,
    });
    return;
  }
  const err = constraintError(p.value);
  if (err) drafts.push({ ...who, rule: 'constraint-invalid', message: `olm.constraint: ${err}`, at });
}

function maxOpenShiftVersion(b: DBundle, props: readonly DProperty[], drafts: Draft[]): void {
  const who = { package: b.package, bundle: b.name };
  props.forEach((p, i) => {
    const at = { doc: b.doc, path: ['properties', p.index, 'value'] };
    if (i > 0) {
      drafts.push({
        ...who,
        rule: 'max-openshift-version-invalid',
        message:
          "more than one olm.maxOpenShiftVersion property: OLM refuses the bundle's value and blocks cluster upgrades",
        at,
      });
    } else if (typeof p.value === 'number') {
      const written = plainScalarSource(b.doc, at.path);
      const shown =
        written !== undefined && written !== String(p.value)
          ? `\`${written}\` is read as the number ${p.value}`
          : `it is the number ${p.value}`;
      drafts.push({
        ...who,
        rule: 'max-openshift-version-unquoted',
        message:
          `olm.maxOpenShiftVersion is written as a number (${shown}): quote it ("${written ?? p.value}") so ` +
          `it means the OCP version you wrote`,
        at,
      });
    } else if (typeof p.value !== 'string' || !MAX_OCP.test(p.value)) {
      drafts.push({
        ...who,
        rule: 'max-openshift-version-invalid',
        message:
          `olm.maxOpenShiftVersion must be "<major>.<minor>" (like "4.16"), not ${JSON.stringify(p.value)}: ` +
          `an invalid value blocks every cluster upgrade`,
        at,
      });
    }
  });
}

/** Local checks of every bundle's dependencies and properties; returns what the bundles require
 * and provide, for checking satisfaction against the whole catalog (requirements.ts). */
export function dependencyRules(model: Model, drafts: Draft[]): DependencyFacts {
  const requires: Requirement[] = [];
  const packages: [string, string[]][] = [];
  // Provided GVKs once each, in the order first seen; looked up part by part (the parts are
  // shared strings, hashed once) instead of joined into a new key per property.
  const gvks: string[] = [];
  const seen = new Map<string, Map<string, Set<string>>>();
  const provide = (g: Gvk): void => {
    let versions = seen.get(g.group);
    if (!versions) seen.set(g.group, (versions = new Map()));
    let kinds = versions.get(g.version);
    if (!kinds) versions.set(g.version, (kinds = new Set()));
    if (kinds.has(g.kind)) return;
    kinds.add(g.kind);
    gvks.push(gvkKey(g));
  };
  for (const pkg of model.packages.values()) {
    const versions: string[] = [];
    packages.push([pkg.name, versions]);
    for (const mb of pkg.bundles.values()) {
      const b = mb.doc;
      if (mb.version) versions.push(versionString(mb.version));
      // One pass, each olm.gvk read once: a catalog has hundreds of thousands of properties.
      const maxOcp: DProperty[] = [];
      for (const p of b.properties) {
        if (p.type === 'olm.maxOpenShiftVersion' && p.present) maxOcp.push(p);
        if (p.invalid || !p.present) continue;
        const isGvk = p.type === 'olm.gvk';
        if (!isGvk && p.type !== 'olm.gvk.required') {
          if (b.broken) continue;
          if (p.type === 'olm.package.required') packageRequired(b, p, requires, drafts);
          else if (p.type === 'olm.constraint') constraintChecks(b, p, drafts);
          continue;
        }
        const g = gvkOf(p);
        if (isGvk) provide(g);
        if (!b.broken) gvkChecks(b, p, g, requires, drafts);
      }
      if (!b.broken) maxOpenShiftVersion(b, maxOcp, drafts);
    }
  }
  return { packages, gvks, requires };
}
