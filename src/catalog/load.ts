// Files → typed documents (declcfg) and loading findings, as `declcfg.LoadFS` would, except
// that every problem is reported instead of the first one. Everything here is per document, so
// its result depends on the document alone (cacheable by blob).
import { checkBundleObjects } from './bundle-objects.js';
import type { DBundle, DeclCfg, DProperty } from './declcfg.js';
import { checkMeta } from './meta.js';
import { ownValue } from './own.js';
import { propertyShapeErrors } from './property-shapes.js';
import type { LoadProblem, LoadWho } from './load-problem.js';
import { decodeFile } from './document-stream.js';
import { documentSurprises, propertySurprises } from './type-surprise.js';
import { decodeBundle, decodeChannel, decodeDeprecation, decodePackage, type TypedProblem } from './typed.js';
import { isFile, type DecodedDocument, type RawDocument, type SourceEntry } from './types.js';

export interface Loaded {
  readonly cfg: DeclCfg;
  /** The rules' drafts (LoadProblem is a Draft): what loading found wrong. */
  readonly drafts: LoadProblem[];
}

function typedDrafts(doc: RawDocument, problems: readonly TypedProblem[], who: LoadWho): LoadProblem[] {
  return problems.map((p) => ({ rule: p.rule, message: p.message, ...who, at: { doc, path: p.path } }));
}

/** Byte order, as Go's fs.WalkDir visits names. */
export function comparePaths(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

// Values no rule reads after loading, and by far the bulk of a catalog.
const NOT_KEPT = new Set(['olm.csv.metadata', 'olm.bundle.object']);

/** What a typed document keeps of its properties: own copies, minus the bulky values. */
function keep(p: DProperty, invalid = p.invalid): DProperty {
  const value = p.value === undefined || NOT_KEPT.has(p.type) ? undefined : ownValue(p.value);
  // Written out, not spread: hundreds of thousands of properties, one object shape.
  return { type: p.type, present: p.present, value, index: p.index, invalid };
}

// F-B4 (property shapes) and L-S6 (bundle objects) are properties of the document alone, so
// they run here; then the bulky values are let go.
function loadBundle(doc: RawDocument, bundle: DBundle, typed: readonly TypedProblem[], drafts: LoadProblem[]): DBundle {
  const who = { package: bundle.package || undefined, bundle: bundle.name || undefined };
  const problems = [...typed, ...checkBundleObjects(bundle)];
  drafts.push(...typedDrafts(doc, problems, who));
  propertySurprises(doc, bundle.properties, true, who, drafts);
  const properties: DProperty[] = bundle.properties.map((p) => {
    const errs = p.type === 'olm.bundle.object' ? [] : propertyShapeErrors(p); // L-S6 owns these
    for (const e of errs)
      drafts.push({ ...who, rule: 'property-invalid', message: e.message, at: { doc, path: e.path } });
    return keep(p, errs.length > 0);
  });
  return { ...bundle, properties, broken: problems.length > 0 };
}

/** Check and type one decoded document into `cfg`; its raw value is not kept. */
function addDocument(cfg: DeclCfg, { doc, value }: DecodedDocument, drafts: LoadProblem[]): void {
  const meta = checkMeta(value);
  if (!meta.ok) {
    for (const p of meta.problems)
      drafts.push({ rule: p.rule, message: p.message, at: { doc, path: p.key !== undefined ? [p.key] : [] } });
    return;
  }
  const { schema, obj } = meta;
  switch (schema) {
    case 'olm.package': {
      const { pkg, problems } = decodePackage(doc, obj);
      const who = { package: pkg.name || undefined };
      drafts.push(...typedDrafts(doc, problems, who));
      propertySurprises(doc, pkg.properties, false, who, drafts);
      cfg.packages.push({ ...pkg, properties: pkg.properties.map((p) => keep(p)) });
      break;
    }
    case 'olm.channel': {
      const { channel, problems } = decodeChannel(doc, obj);
      const who = { package: channel.package || undefined, channel: channel.name || undefined };
      drafts.push(...typedDrafts(doc, problems, who));
      propertySurprises(doc, channel.properties, false, who, drafts);
      cfg.channels.push({ ...channel, properties: channel.properties.map((p) => keep(p)) });
      break;
    }
    case 'olm.bundle': {
      const { bundle, problems } = decodeBundle(doc, obj);
      cfg.bundles.push(loadBundle(doc, bundle, problems, drafts));
      break;
    }
    case 'olm.deprecations': {
      const { deprecation, problems } = decodeDeprecation(doc, obj);
      drafts.push(...typedDrafts(doc, problems, { package: deprecation.package || undefined }));
      cfg.deprecations.push(deprecation);
      break;
    }
    default:
      cfg.others++;
      documentSurprises(doc, value, drafts);
  }
}

const emptyCfg = (): DeclCfg => ({ packages: [], channels: [], bundles: [], deprecations: [], others: 0 });

function addEntry(cfg: DeclCfg, drafts: LoadProblem[], f: SourceEntry): void {
  if (!isFile(f)) {
    drafts.push({ rule: f.rule, message: f.message, at: { file: f.path, line: f.line ?? 1, column: 1 } });
    return;
  }
  // Each document is typed as soon as it is decoded: its raw value is garbage right after.
  const problems = decodeFile(f.path, f.data, (d) => addDocument(cfg, d, drafts), f.reread);
  for (const p of problems)
    drafts.push({ rule: p.rule, message: p.message, at: { file: p.file, line: p.line, column: p.column } });
}

/** Decode and type every file of one catalog, in the order given (sources give path order). */
export function loadCatalog(entries: Iterable<SourceEntry>): Loaded {
  const drafts: LoadProblem[] = [];
  const cfg = emptyCfg();
  for (const f of entries) addEntry(cfg, drafts, f);
  return { cfg, drafts };
}

/** One file (or source problem) alone: what it contributes to any catalog holding it. */
export function loadEntry(entry: SourceEntry): Loaded {
  return loadCatalog([entry]);
}

/** Files loaded one by one, joined in the order given: the same as loading them together. */
export function joinLoads(loads: readonly Loaded[]): Loaded {
  const cfg = emptyCfg();
  const drafts: LoadProblem[] = [];
  // Loops, not push(...): a file may hold tens of thousands of documents.
  for (const l of loads) {
    for (const x of l.cfg.packages) cfg.packages.push(x);
    for (const x of l.cfg.channels) cfg.channels.push(x);
    for (const x of l.cfg.bundles) cfg.bundles.push(x);
    for (const x of l.cfg.deprecations) cfg.deprecations.push(x);
    for (const x of l.drafts) drafts.push(x);
    cfg.others += l.cfg.others;
  }
  return { cfg, drafts };
}
