// The template findings of a change: each side's templates against the catalogs they render (the
// mapping, the templates and the catalogs all read from that side: the catalogs a merge leaves are
// what the next render, reading the merged mapping and templates, overwrites), then head's
// differences marked introduced unless base had the same. A difference the change introduces is an
// error; one base already had, or in a template and catalog the change left alone, is a warning (the
// change did not cause it, nor can it fail on it). Each message says which situation it is
// (drift-situation.ts).
import type { Finding, FindingGroup } from '../model/finding.js';
import { finalize, type Draft } from '../model/draft.js';
import { overridesFor, type Severities } from '../model/severities.js';
import type { RuleId } from '../model/rule-table.js';
import { canonical } from '../catalog/canonical-json.js';
import { renderingsDrift, templateDrift, type CatalogDocument, type Drift, type RenderedCatalog } from './drift.js';
import { driftAdvice, driftSituation, type DriftFacts } from './drift-situation.js';
import type { TemplateExpectation, TemplateProblem } from './expectation.js';
import { renderCommand, type MappingProblem, type Rendering, type TemplateKind } from './renderings.js';
import { templateKind } from './render-template.js';
import { compareNatural } from '../semver/natural-order.js';

/** A file as one side holds it: its text, or why it was not read. */
export type SideFile = { readonly text: string } | { readonly problem: string };

/** What one side holds of the templates and the directories they render into (absent: not there). */
export interface TemplateSide {
  readonly renderings: readonly Rendering[];
  readonly problems: readonly MappingProblem[];
  readonly templates: ReadonlyMap<string, SideFile>;
  readonly dirs: ReadonlyMap<
    string,
    { readonly documents: readonly CatalogDocument[]; readonly files: readonly string[] }
  >;
  /** The catalogs (roots) this side has. */
  readonly catalogs: ReadonlySet<string>;
  /** Every catalog of the layout's catalogs directory (community: catalogs/*), named when a mapping names another. */
  readonly knownCatalogs?: readonly string[];
}

/** The template readers: basic needs the template only; semver the catalog's bundles too (absent: not compared). */
export interface TemplateReaders {
  readonly basic: (text: string) => TemplateExpectation | TemplateProblem[];
  /** `base`: the same directory as base holds it, when reading head (its opm's behaviour tells drift apart). */
  readonly semver?: (
    text: string,
    rendered: RenderedCatalog,
    base?: RenderedCatalog,
  ) => TemplateExpectation | TemplateProblem[];
}

interface Found {
  readonly rule: RuleId;
  /** The same problem has the same identity on both sides. */
  readonly id: string;
  /** A drift's: its difference alone, which judged() words whole (the head, the difference, the fix). */
  readonly message: string;
  readonly catalog?: string;
  readonly package?: string;
  readonly at?: { readonly file: string; readonly line?: number };
  /** A drift: the template, the directory rendered from it, its render command, what each of its drifts says first. */
  readonly drift?: {
    readonly head: string;
    readonly template: string;
    readonly dir: string;
    readonly kind: TemplateKind;
    readonly command: string;
    readonly shape?: Drift['shape'];
    /** Whether the catalog agrees on this point with base's version of a template the change edited. */
    readonly older?: boolean;
  };
}

const lineAt = (from: string): { file: string; line?: number } => {
  const m = /^(.*):(\d+)$/.exec(from);
  return m ? { file: m[1]!, line: Number(m[2]) } : { file: from };
};
const pkgOf = (dir: string): string => dir.slice(dir.lastIndexOf('/') + 1);

/** The file a render is written to: the directory's one file, else catalog.yaml (the community's). */
const renderFile = (dir: string, files: readonly string[] | undefined): string =>
  files?.length === 1 ? `${dir}/${files[0]}` : `${dir}/catalog.yaml`;

const isProblems = (r: TemplateExpectation | TemplateProblem[]): r is TemplateProblem[] => Array.isArray(r);

const lastSegment = (p: string): string => p.slice(p.lastIndexOf('/') + 1);
// A name as an owner may misspell a catalog's: a leading v dropped or capitalized (`4.22`, `V4.22` for v4.22).
const looseName = (p: string): string => lastSegment(p).toLowerCase().replace(/^v/, '');

/**
 * A mapping's catalog that does not exist: the catalogs there are, and the fix (the catalog it most likely means
 * and the render into it, else correcting or taking out the name). Never a render into a new catalog: the
 * pipeline publishes only the catalogs that exist (operator-pipelines drops a catalog name no index has).
 */
function noCatalog(
  mapped: string,
  template: string,
  target: { catalog: string; dir: string },
  kind: TemplateKind,
  side: TemplateSide,
): string {
  const known = side.knownCatalogs;
  const name = lastSegment(target.catalog);
  const head = `${mapped} renders ${template} into catalog ${target.catalog}, which does not exist`;
  // Without the list (the configuration's `templates` name directories, not catalog_names): the fact alone.
  if (known === undefined) return head;
  const meant = known.find((c) => looseName(c) === looseName(target.catalog));
  if (meant !== undefined) {
    const into = `${meant}/${lastSegment(target.dir)}`;
    // Naming it twice fails the pipeline's ci.yaml schema (catalog_names: uniqueItems) or its one template per catalog.
    if (side.renderings.some((x) => x.targets.some((t) => t.dir === into)))
      return (
        `${head}: the mapping already renders into ${meant}, which ${name} likely means: take ${name} out of ` +
        'catalog_names'
      );
    return (
      `${head}: did you mean ${lastSegment(meant)}? Write ${lastSegment(meant)} for ${name} in catalog_names, ` +
      `then render it: ${renderCommand(kind, template, meant, renderFile(into, undefined))}`
    );
  }
  const names = known.map(lastSegment).sort(compareNatural);
  const shown = names.length > 20 ? `${names.slice(0, 20).join(', ')} and ${names.length - 20} more` : names.join(', ');
  const root = target.catalog.slice(0, -name.length - 1) || '.';
  return (
    `${head}: a catalog name is a directory of ${root}/${names.length > 0 ? ` (${shown})` : ''}; correct ${name} ` +
    'or take it out of catalog_names'
  );
}

/**
 * The drifts of a read template against a rendered catalog; undefined when the template does not read. A semver
 * template needs its bundles from the catalog: an image the catalog lacks is drift, not a fault.
 */
function driftsOf(read: TemplateExpectation | TemplateProblem[], rendered: RenderedCatalog): Drift[] | undefined {
  if (!isProblems(read)) return templateDrift(read, rendered);
  if (!read.every((p) => p.image !== undefined)) return undefined;
  const first = rendered.documents[0];
  return read.map((p) => ({
    what: `bundle image ${p.image} of the template is not in the catalog`,
    key: `missing image ${p.image}`,
    shape: 'lacks' as const,
    ...(first ? { at: { file: first.file, line: 1 } } : {}),
  }));
}

/**
 * Everything one side says about its templates, each problem with a side-independent identity. `changed`: the
 * directories the change edited (the same set for both sides); `base`, when reading head.
 */
function sideFindings(
  side: TemplateSide,
  readers: TemplateReaders,
  changed: ReadonlySet<string>,
  base?: TemplateSide,
): Found[] {
  const out: Found[] = [];
  for (const p of side.problems)
    out.push({ rule: 'template-mapping-invalid', id: `map ${p.file} ${p.message}`, message: p.message, at: p });
  for (const r of side.renderings) {
    const t = side.templates.get(r.template);
    const mapped = `${r.from.replace(/:\d+$/, '')}`;
    if (t === undefined) {
      out.push({
        rule: 'template-mapping-invalid',
        id: `map ${r.template} missing`,
        message: `${mapped} names template ${r.template}, which does not exist`,
        at: lineAt(r.from),
      });
      continue;
    }
    if ('problem' in t) {
      out.push({
        rule: 'template-not-compared',
        id: `unread ${r.template}`,
        message: t.problem,
        at: { file: r.template },
      });
      continue;
    }
    const read = r.kind ?? templateKind(t.text);
    const kind: TemplateKind | undefined = typeof read === 'string' ? read : undefined;
    if (kind === undefined) {
      out.push({
        rule: 'template-invalid',
        id: `invalid ${r.template} schema`,
        message: `${r.template} cannot be rendered: its schema is neither olm.template.basic nor olm.semver`,
        at: { file: r.template, line: 1 },
      });
      continue;
    }
    const commandFor = (target: { catalog: string; dir: string }): string =>
      renderCommand(kind, r.template, target.catalog, renderFile(target.dir, side.dirs.get(target.dir)?.files));
    const rendered: RenderedCatalog[] = [];
    for (const target of r.targets) {
      const dir = side.dirs.get(target.dir);
      if (!side.catalogs.has(target.catalog)) {
        const entry = lineAt(r.from);
        out.push({
          rule: 'template-mapping-invalid',
          id: `map ${r.template} ${target.catalog}`,
          message: noCatalog(mapped, r.template, target, kind, side),
          at: target.line !== undefined ? { file: entry.file, line: target.line } : entry,
        });
        continue;
      }
      if (dir === undefined) {
        out.push({
          rule: 'template-not-rendered',
          id: `unrendered ${r.template} ${target.dir}`,
          message:
            `${mapped} renders ${r.template} into ${target.dir}, which does not exist: the template is not rendered ` +
            `there; render it: ${commandFor(target)}`,
          catalog: target.catalog,
          package: pkgOf(target.dir),
          at: lineAt(r.from),
        });
        continue;
      }
      const here: RenderedCatalog = { catalog: target.catalog, documents: dir.documents };
      rendered.push(here);
      const before = base?.dirs.get(target.dir);
      const readAs = (text: string) =>
        kind === 'basic'
          ? readers.basic(text)
          : readers.semver?.(text, here, before ? { catalog: target.catalog, documents: before.documents } : undefined);
      const read = readAs(t.text);
      if (read === undefined) {
        out.push({
          rule: 'template-not-compared',
          id: `not compared ${r.template} ${target.dir}`,
          message:
            `${target.dir} is rendered from the semver template ${r.template}, which fbc-bot does not ` + `compare yet`,
          catalog: target.catalog,
          package: pkgOf(target.dir),
          at: { file: r.template },
        });
        continue;
      }
      const drifts = driftsOf(read, here);
      if (drifts === undefined) {
        for (const p of read as TemplateProblem[])
          out.push({
            rule: 'template-invalid',
            id: `invalid ${r.template} ${p.message}`,
            message: `${r.template} cannot be rendered: ${p.message}`,
            at: { file: r.template, ...(p.line !== undefined ? { line: p.line } : {}) },
          });
        continue;
      }
      // A template the change edited: what the catalog shares with base's version of it is a render not redone.
      const old = base?.templates.get(r.template);
      const oldRead = old !== undefined && 'text' in old && old.text !== t.text ? readAs(old.text) : undefined;
      const oldDrifts = oldRead === undefined ? undefined : driftsOf(oldRead, here);
      const older = oldDrifts && new Set(oldDrifts.map((d) => d.key));
      const command = commandFor(target);
      const pkg = isProblems(read) ? pkgOf(target.dir) : read.package;
      for (const d of drifts) out.push(driftFound(d, r, target, pkg, kind, command, older));
    }
    // A bundle that differs between two catalogs is told on the later one: the order puts the directories the
    // change edited last (on both sides alike), so the difference lands on the catalog the change made.
    const dirOf = (c: RenderedCatalog): string => r.targets.find((x) => x.catalog === c.catalog)!.dir;
    rendered.sort((a, b) => Number(changed.has(dirOf(a))) - Number(changed.has(dirOf(b))));
    for (const [catalog, drifts] of renderingsDrift(rendered)) {
      const target = r.targets.find((x) => x.catalog === catalog)!;
      for (const d of drifts) out.push(driftFound(d, r, target, pkgOf(target.dir), kind, commandFor(target)));
    }
  }
  // A template read once per catalog reports its problems once.
  const seen = new Set<string>();
  return out.filter((f) => !seen.has(f.id) && seen.add(f.id));
}

function driftFound(
  d: Drift,
  r: Rendering,
  target: { catalog: string; dir: string },
  pkg: string,
  kind: TemplateKind,
  command: string,
  older?: ReadonlySet<string>,
): Found {
  return {
    rule: 'template-catalog-edited',
    id: `drift ${r.template} ${target.dir} ${d.key}`,
    message: d.what,
    catalog: target.catalog,
    package: pkg,
    ...(d.at ? { at: d.at } : {}),
    drift: {
      head: `${target.dir} is not what ${r.template} renders (${r.from})`,
      template: r.template,
      dir: target.dir,
      kind,
      command,
      ...(d.shape ? { shape: d.shape } : {}),
      ...(older && d.shape !== 'bundle' ? { older: !older.has(d.key) } : {}),
    },
  };
}

/**
 * A drift's situation (drift-situation.ts): its rule, its advice, and whether the change is to blame. The drifts of
 * one directory in one situation are one problem (model/finding.ts `group`): the render fixes them all.
 */
function judged(
  f: Found,
  inBase: boolean,
  base: TemplateSide,
  head: TemplateSide,
): { f: Found; introduced: boolean; group?: FindingGroup } {
  if (f.drift === undefined) return { f, introduced: !inBase };
  const { template, dir, kind, command, shape, older } = f.drift;
  const facts: DriftFacts = {
    kind,
    command,
    templateChanged: !sameText(base, head, template),
    catalogChanged: !sameDir(base, head, dir),
    mappedBefore: base.renderings.some((r) => r.template === template && r.targets.some((t) => t.dir === dir)),
    inBase,
    ...(shape ? { shape } : {}),
    ...(older !== undefined ? { older } : {}),
  };
  const situation = driftSituation(facts);
  const rule = facts.templateChanged && !facts.catalogChanged ? 'template-not-rendered' : f.rule;
  const group = { head: f.drift.head, fix: driftAdvice(situation, facts) };
  // The message is the group's head and fix around the difference (model/finding.ts ownPart): said here only.
  return {
    f: { ...f, rule, message: `${group.head}: ${f.message}; ${group.fix}` },
    introduced: situation !== 'predates',
    group,
  };
}

export interface TemplateChange {
  readonly base: TemplateSide;
  readonly head: TemplateSide;
  readonly readers: TemplateReaders;
  /** The configuration's severities (findings base already had are a warning at most). */
  readonly severities?: Severities;
}

const sameDir = (a: TemplateSide, b: TemplateSide, dir: string): boolean =>
  canonical((a.dirs.get(dir)?.documents ?? []).map((d) => d.value)) ===
  canonical((b.dirs.get(dir)?.documents ?? []).map((d) => d.value));
const sameText = (a: TemplateSide, b: TemplateSide, path: string): boolean =>
  JSON.stringify(a.templates.get(path) ?? null) === JSON.stringify(b.templates.get(path) ?? null);

/**
 * Head's template findings, each marked introduced unless base had it or (a drift) the change left its template,
 * catalog and mapping alone.
 */
export function templateFindings(change: TemplateChange): Finding[] {
  const { base, head, readers } = change;
  const changed = new Set([...base.dirs.keys(), ...head.dirs.keys()].filter((d) => !sameDir(base, head, d)));
  const before = new Set(sideFindings(base, readers, changed).map((f) => f.id));
  return sideFindings(head, readers, changed, base).flatMap((found) => {
    const { f, introduced, group } = judged(found, before.has(found.id), base, head);
    const draft: Draft = {
      rule: f.rule,
      message: f.message,
      ...(f.package !== undefined ? { package: f.package } : {}),
      ...(group !== undefined ? { group } : {}),
      ...(f.at ? { at: { file: f.at.file, ...(f.at.line !== undefined ? { line: f.at.line } : {}) } } : {}),
    };
    const overrides = change.severities ? overridesFor(change.severities, f.catalog) : {};
    return finalize([draft], f.catalog, '', overrides).map((x) => ({
      ...x,
      // What base already had, or what the change left alone, is not its doing: a warning at most.
      ...(introduced || x.severity !== 'error' ? {} : { severity: 'warning' as const }),
      introduced,
    }));
  });
}
