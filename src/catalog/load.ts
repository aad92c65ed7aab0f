// Files → typed documents (declcfg) and loading findings, as `declcfg.LoadFS` would, except
// that every problem is reported instead of the first one.
import type { Draft } from '../rules/draft.js';
import { checkBundleObjects } from './bundle-objects.js';
import type { DeclCfg } from './declcfg.js';
import { checkMeta } from './meta.js';
import { decodeFile } from './stream.js';
import { decodeBundle, decodeChannel, decodeDeprecation, decodePackage, type TypedProblem } from './typed.js';
import type { CatalogFile, RawDocument } from './types.js';
import { typeSurprises } from './type-surprise.js';

export interface Loaded {
  readonly cfg: DeclCfg;
  readonly drafts: Draft[];
}

function typedDrafts(doc: RawDocument, problems: readonly TypedProblem[], who: Pick<Draft, 'package' | 'channel' | 'bundle'>): Draft[] {
  return problems.map((p) => ({ rule: p.rule, message: p.message, ...who, at: { doc, path: p.path } }));
}

/** Byte order, as Go's fs.WalkDir visits names. */
export function comparePaths(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export function loadDocuments(docs: readonly RawDocument[], drafts: Draft[]): DeclCfg {
  const cfg: DeclCfg = { packages: [], channels: [], bundles: [], deprecations: [], others: 0 };
  const others: RawDocument[] = [];
  for (const doc of docs) {
    const meta = checkMeta(doc);
    if (!meta.ok) {
      for (const p of meta.problems) drafts.push({ rule: p.rule, message: p.message, at: { doc, path: p.key !== undefined ? [p.key] : [] } });
      continue;
    }
    const { schema, obj } = meta;
    switch (schema) {
      case 'olm.package': {
        const { pkg, problems } = decodePackage(doc, obj);
        drafts.push(...typedDrafts(doc, problems, { package: pkg.name || undefined }));
        cfg.packages.push(pkg);
        break;
      }
      case 'olm.channel': {
        const { channel, problems } = decodeChannel(doc, obj);
        drafts.push(...typedDrafts(doc, problems, { package: channel.package || undefined, channel: channel.name || undefined }));
        cfg.channels.push(channel);
        break;
      }
      case 'olm.bundle': {
        const { bundle, problems } = decodeBundle(doc, obj);
        const objectProblems = checkBundleObjects(bundle);
        const all = [...problems, ...objectProblems];
        drafts.push(...typedDrafts(doc, all, { package: bundle.package || undefined, bundle: bundle.name || undefined }));
        cfg.bundles.push(all.length > 0 ? { ...bundle, broken: true } : bundle);
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
        others.push(doc);
    }
  }
  drafts.push(...typeSurprises(cfg, others));
  return cfg;
}

/** Decode and type every file (in path order) of one catalog. */
export function loadCatalog(files: readonly CatalogFile[]): Loaded {
  const drafts: Draft[] = [];
  const docs: RawDocument[] = [];
  for (const f of [...files].sort((a, b) => comparePaths(a.path, b.path))) {
    const decoded = decodeFile(f.path, f.data);
    for (const p of decoded.problems) drafts.push({ rule: p.rule, message: p.message, at: { file: p.file, line: p.line, column: p.column } });
    docs.push(...decoded.docs);
  }
  return { cfg: loadDocuments(docs, drafts), drafts };
}
