// The diff of catalogs given as listings of content ids: only the regions a change touches are
// loaded and validated on both sides; untouched regions give their findings once (from the
// cache when an earlier run validated the same files), and requirements between packages are
// joined from every part's facts. Files identical in base and head are parsed once.
import { createHash } from 'node:crypto';
import { joinLoads, loadEntry, type Loaded } from '../catalog/load.js';
import { isListedFile, type CatalogListing, type ListedFile } from '../catalog/listing.js';
import { EMPTY_CONFIG, type Config } from '../config/config.js';
import type { Finding } from '../model/finding.js';
import { consumersOf } from '../model/consumers.js';
import { overridesFor } from '../model/severities.js';
import { sortFindings } from '../model/finding.js';
import type { DependencyFacts } from '../rules/requirements.js';
import { validatePart, type PartResult } from '../rules/validate.js';
import type { ImageCsvSource } from '../rules/installability.js';
import { diffPair, type DiffResult } from './diff.js';
import type { DiffImages } from './image-hooks.js';
import { markIntroduced } from './introduced.js';
import { requirementChanges } from './requirement-introduced.js';
import { regions, summarize, unchanged, unlinkedNames, type Entry, type FileSummary } from './parts.js';
import type { Published } from './published.js';
import { migrationBase, publishedProviders, publishedNotes } from './migration.js';

/** What a part's validation leaves that a later run can reuse. */
export interface CachedPart {
  readonly findings: readonly Finding[];
  readonly facts: DependencyFacts;
}

/** Results kept across runs, keyed by content: a file's summary by its id, a part's results by
 * its files, the catalog path, the configuration and the bundles unlinked elsewhere. */
export interface PartCache {
  summary(id: string): FileSummary | undefined;
  setSummary(id: string, s: FileSummary): void;
  part(key: string): CachedPart | undefined;
  setPart(key: string, p: CachedPart): void;
}

export interface CatalogSides {
  /** The catalog's path in reports. */
  readonly catalog: string;
  readonly base?: CatalogListing;
  readonly head?: CatalogListing;
}

export interface DiffOptions {
  readonly config?: Config;
  readonly cache?: PartCache;
  /** The image step's hooks (registry access on). */
  readonly images?: DiffImages;
  /** Base's bundle-format packages: what a migration to these catalogs is compared with. */
  readonly published?: Published;
}

const NO_CACHE: PartCache = {
  summary: () => undefined,
  setSummary: () => undefined,
  part: () => undefined,
  setPart: () => undefined,
};

const sha1 = (v: unknown): string => createHash('sha1').update(JSON.stringify(v)).digest('hex');
const entryKey = (f: Entry): string => (isListedFile(f) ? `${f.path}\0${f.id}` : `${f.path}\0${f.rule}\0${f.message}`);

/** One catalog pair's loads: each (path, content) loaded at most once, blobs read in batches. */
export class Loader {
  private readonly loads = new Map<string, Loaded>();
  private readonly from = new Map<string, CatalogListing>();

  constructor(sides: readonly (CatalogListing | undefined)[]) {
    for (const s of sides)
      for (const f of s?.files ?? []) if (isListedFile(f) && !this.from.has(f.id)) this.from.set(f.id, s!);
  }

  /** Load every entry not loaded yet, reading their contents in one batch per source. */
  ensure(entries: Iterable<Entry>): void {
    const wanted = new Map<string, Entry>();
    for (const e of entries) if (!this.loads.has(entryKey(e))) wanted.set(entryKey(e), e);
    const bySource = new Map<CatalogListing, Set<string>>();
    for (const e of wanted.values()) {
      if (!isListedFile(e)) continue;
      const src = this.from.get(e.id)!;
      if (!bySource.has(src)) bySource.set(src, new Set());
      bySource.get(src)!.add(e.id);
    }
    const data = new Map<string, Uint8Array>();
    for (const [src, ids] of bySource) for (const [id, bytes] of src.read([...ids])) data.set(id, bytes);
    for (const [key, e] of wanted) {
      if (!isListedFile(e)) {
        this.loads.set(key, loadEntry(e));
        continue;
      }
      const bytes = data.get(e.id)!;
      this.loads.set(key, loadEntry({ path: e.path, data: bytes, reread: () => bytes }));
    }
  }

  get(e: Entry): Loaded {
    return this.loads.get(entryKey(e))!;
  }
}

/** One side of a catalog pair, part by part: its findings (to mark head's) and facts (to join). */
interface Collected {
  readonly findings: Finding[];
  readonly facts: DependencyFacts[];
}

const add = (side: Collected, part: CachedPart): void => {
  for (const f of part.findings) side.findings.push(f);
  side.facts.push(part.facts);
};

function summaries(pair: CatalogSides, loader: Loader, cache: PartCache): Map<string, FileSummary> {
  const out = new Map<string, FileSummary>();
  const missing = new Map<string, ListedFile>();
  for (const f of [...(pair.base?.files ?? []), ...(pair.head?.files ?? [])]) {
    if (!isListedFile(f) || out.has(f.id) || missing.has(f.id)) continue;
    const s = cache.summary(f.id);
    if (s) out.set(f.id, s);
    else missing.set(f.id, f);
  }
  loader.ensure(missing.values());
  for (const f of missing.values()) {
    const s = summarize(loader.get(f));
    cache.setSummary(f.id, s);
    out.set(f.id, s);
  }
  return out;
}

/** What one catalog pair compared: head's packages and bundles (base's for a removed catalog). */
export interface ComparedCatalog {
  readonly catalog: string;
  readonly packages: number;
  /** The packages by name: one package in several catalogs is one package (report's counts). */
  readonly packageNames: readonly string[];
  readonly bundles: number;
}

export function diffListings(
  pairs: readonly CatalogSides[],
  opts: DiffOptions = {},
): DiffResult & { readonly compared: ComparedCatalog[] } {
  const config = opts.config ?? EMPTY_CONFIG;
  const cache = opts.cache ?? NO_CACHE;
  const configKey = sha1(config);
  const result: DiffResult = { findings: [], changes: [], pictures: [] };
  const compared: ComparedCatalog[] = [];
  for (const pair of pairs) {
    const loader = new Loader([pair.base, pair.head]);
    const summary = summaries(pair, loader, cache);
    const counted = ((pair.head ?? pair.base)?.files ?? []).filter(isListedFile).map((f) => summary.get(f.id)!);
    const names = [...new Set(counted.flatMap((s) => s.declared))];
    compared.push({
      catalog: pair.catalog,
      packages: names.length,
      packageNames: names,
      bundles: counted.reduce((n, s) => n + s.bundles, 0),
    });
    const baseFiles = pair.base?.files ?? [];
    const headFiles = pair.head?.files ?? [];
    const unlinked = (files: readonly Entry[]): Set<string> =>
      unlinkedNames(files.filter(isListedFile).map((f) => summary.get(f.id)!));
    const unlinkedBase = unlinked(baseFiles);
    const unlinkedHead = unlinked(headFiles);
    const keyOf = (files: readonly Entry[], unlinkedSet: Set<string>): string =>
      sha1([pair.catalog, configKey, [...unlinkedSet].sort(), files.map(entryKey)]);
    // CSVs read from bundle images (the image step's second run) judge both sides alike; a part
    // judged with one is not kept for runs that have none.
    const fromImage = opts.images?.csvs?.(pair.catalog);
    let imageUsed = false;
    const csvFromImage: ImageCsvSource | undefined =
      fromImage &&
      ((image) => {
        const got = fromImage(image);
        if (got) imageUsed = true;
        return got;
      });
    const validate = (files: readonly Entry[], unlinkedSet: Set<string>): PartResult => {
      imageUsed = false;
      const part = validatePart(joinLoads(files.map((f) => loader.get(f))), {
        catalog: pair.catalog,
        config,
        unlinkedElsewhere: unlinkedSet,
        csvFromImage,
      });
      if (!imageUsed) cache.setPart(keyOf(files, unlinkedSet), { findings: part.findings, facts: part.facts });
      return part;
    };
    const all = regions(baseFiles, headFiles, (f) => summary.get(f.id)!.packages);
    const declared = (files: readonly Entry[]): string[] =>
      files.flatMap((f) => (isListedFile(f) ? summary.get(f.id)!.declared : []));
    // Decide what each region needs before reading anything, so that contents come in one batch.
    const plan = all.map((r) => {
      const same = unchanged(r) && keyOf(r.base, unlinkedBase) === keyOf(r.head, unlinkedHead);
      return { r, same, cached: same ? cache.part(keyOf(r.head, unlinkedHead)) : undefined };
    });
    loader.ensure(plan.flatMap(({ r, same, cached }) => (cached ? [] : same ? r.head : [...r.base, ...r.head])));
    const base: Collected = { findings: [], facts: [] };
    const head: Collected = { findings: [], facts: [] };
    for (const { r, same, cached } of plan) {
      if (same) {
        const part = cached ?? validate(r.head, unlinkedHead);
        add(base, part);
        add(head, part);
        continue;
      }
      // A package head declares and base has only in bundle format: base is that published graph.
      const migrated = migrationBase(opts.published, pair.catalog, declared(r.head), declared(r.base));
      const b =
        r.base.length > 0 || migrated
          ? migrated
            ? validatePart(joinLoads([...r.base.map((f) => loader.get(f)), ...migrated.loads]), {
                catalog: pair.catalog,
                config,
                unlinkedElsewhere: unlinkedBase,
                csvFromImage,
              })
            : validate(r.base, unlinkedBase)
          : undefined;
      const h = r.head.length > 0 ? validate(r.head, unlinkedHead) : undefined;
      if (b) add(base, b);
      if (h) add(head, h);
      const part = diffPair(
        {
          catalog: pair.catalog,
          consumers: consumersOf(pair.catalog, config.consumers),
          ...(b ? { base: b } : {}),
          ...(h ? { head: h } : {}),
        },
        overridesFor(config, pair.catalog),
        opts.images,
        migrated?.packages,
      );
      for (const f of part.findings) result.findings.push(f);
      for (const c of part.changes) result.changes.push(c);
      for (const p of part.pictures) result.pictures.push(p);
    }
    // Over the whole catalog, as the contract defines `introduced`: a problem that moved to
    // another file with its package is still not new.
    for (const f of markIntroduced(head.findings, base.findings)) result.findings.push(f);
    if (pair.head) {
      // Requirements bundle-format packages of base satisfy (in the index this catalog is) are satisfied.
      const providers = publishedProviders(opts.published, head.facts, pair.catalog, config);
      const facts = (side: Collected): DependencyFacts[] => [...side.facts, ...providers];
      for (const f of requirementChanges(pair.base ? facts(base) : undefined, facts(head), pair.catalog, config))
        result.findings.push(f);
    }
  }
  for (const f of publishedNotes(opts.published)) result.findings.push(f);
  return {
    findings: sortFindings(result.findings),
    changes: sortByPackage(result.changes),
    pictures: sortByPackage(result.pictures),
    compared,
  };
}

// Catalogs keep the order they were given in; packages are sorted within each.
function sortByPackage<T extends { readonly catalog: string; readonly package: string }>(items: T[]): T[] {
  const order = new Map<string, number>();
  for (const i of items) if (!order.has(i.catalog)) order.set(i.catalog, order.size);
  return [...items].sort(
    (a, b) =>
      order.get(a.catalog)! - order.get(b.catalog)! || (a.package < b.package ? -1 : a.package > b.package ? 1 : 0),
  );
}
