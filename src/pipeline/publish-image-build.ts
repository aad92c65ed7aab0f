// What one catalog image is built from: the catalog's files as the source lists them (after
// .indexignore, the same walk validate reads), refused when any cannot be read or the catalog does
// not validate; the layer (tar, gzip, digests) they make; the creation time; the tags.
import { basename, resolve } from 'node:path';
import { createHash, type Hash } from 'node:crypto';
import { isFile, type SourceEntry } from '../catalog/types.js';
import type { Config } from '../config/config.js';
import { isListedFile } from '../catalog/listing.js';
import { compareWalkOrder } from '../catalog/select.js';
import { findingsToFix } from '../model/verdict.js';
import { validateCatalog } from '../rules/validate.js';
import { SourceError } from '../source/source-error.js';
import type { SourceCatalog } from '../source/source-catalog.js';
import { isGitSource } from '../source/git-source-ref.js';
import { layerTar, type LayerFile } from '../registry/image-tar.js';
import { gzipStableAsync } from '../registry/image-gzip.js';
import { digestOf } from '../registry/manifest.js';
import { CONFIGS_DIR } from '../registry/image-config.js';

export interface CatalogContent {
  /** The catalog's path in reports. */
  readonly catalog: string;
  /** Its directory's name: the default tag, and the history entry's. */
  readonly name: string;
  /** In the source's walk order. */
  readonly files: readonly LayerFile[];
}

export interface BuiltLayer {
  /** sha256 of the tar (the configuration's diff id). */
  readonly diffId: string;
  readonly blob: Uint8Array<ArrayBuffer>;
  readonly digest: string;
}

/** The catalog's directory name (for `.`, the directory it is). */
export function directoryName(c: SourceCatalog, source: string, repo: string | undefined): string {
  const name = basename(c.catalog);
  if (name !== '' && name !== '.') return name;
  return basename(isGitSource(source) ? resolve(repo ?? '.') : resolve(repo ?? '.', source));
}

/** One file (or a problem reading it) into a fingerprint: its path, then its length and bytes. */
function fingerprintEntry(hash: Hash, e: SourceEntry): void {
  if (isFile(e)) hash.update(`${e.path}\0${e.data.length}\0`).update(e.data);
  else hash.update(`${e.path}\0!${e.message}\0`);
}

/**
 * The fingerprint of files in opm's walk order (the order validation reads them in, whatever order
 * a listing gives): equal to checkCatalog's when they are the files it validated, byte for byte.
 */
export function filesFingerprint(files: readonly LayerFile[]): string {
  const hash = createHash('sha256');
  const sorted = [...files].sort((a, b) => compareWalkOrder(a.path, b.path));
  for (const f of sorted) fingerprintEntry(hash, f);
  return hash.digest('hex');
}

/**
 * Refuses a catalog that does not validate (SourceError naming its first error): nothing of it is
 * pushed. Returns the fingerprint of the files validated, as the source yielded them.
 */
export function checkCatalog(c: SourceCatalog, config: Config): string {
  const input = c.read();
  const hash = createHash('sha256');
  function* fingerprinted(): Generator<SourceEntry> {
    for (const e of input.entries) {
      fingerprintEntry(hash, e);
      yield e;
    }
  }
  const errors = findingsToFix(validateCatalog({ catalog: input.catalog, entries: fingerprinted() }, config).findings);
  if (errors.length === 0) return hash.digest('hex');
  const first = errors[0]!;
  const where = first.file ? `${first.file}${first.line ? `:${first.line}` : ''}: ` : '';
  throw new SourceError(
    `${c.catalog} does not validate (${errors.length} error${errors.length === 1 ? '' : 's'}; first: ${where}` +
      `${first.message}); run fbc-bot validate. Nothing was published`,
  );
}

/** The files the image will hold; a file the source cannot read is a SourceError. */
export function catalogContent(c: SourceCatalog, source: string, repo: string | undefined): CatalogContent {
  const listing = c.list();
  const problem = listing.files.find((f) => !isListedFile(f));
  if (problem && !isListedFile(problem))
    throw new SourceError(`${c.catalog}/${problem.path}: ${problem.message}; the catalog is not published`);
  const listed = listing.files.filter(isListedFile);
  const contents = listing.read([...new Set(listed.map((f) => f.id))]);
  return {
    catalog: c.catalog,
    name: directoryName(c, source, repo),
    files: listed.map((f) => ({ path: f.path, data: contents.get(f.id)! })),
  };
}

/**
 * The catalog's layer, compressed on another thread: the run's transfers go on meanwhile.
 * Aborting `signal` abandons the compression.
 */
export async function buildLayer(content: CatalogContent, signal?: AbortSignal): Promise<BuiltLayer> {
  // The layer holds the directory the configuration's label and command name (without its leading '/').
  const tar = layerTar(CONFIGS_DIR.slice(1), content.files);
  const compressed = gzipStableAsync(tar, undefined, signal);
  const diffId = digestOf('sha256', tar);
  const blob = (await compressed) as Uint8Array<ArrayBuffer>;
  return { diffId, blob, digest: digestOf('sha256', blob) };
}

/**
 * The image's creation time, in seconds: the commit's for a git source; SOURCE_DATE_EPOCH for a
 * directory, else 0 (the epoch), never the clock.
 */
export function creationTime(commitSeconds: number | undefined, env: NodeJS.ProcessEnv): number {
  if (commitSeconds !== undefined) return commitSeconds;
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return 0;
  if (!/^\d{1,12}$/.test(epoch.trim()))
    throw new SourceError(`SOURCE_DATE_EPOCH must be whole seconds since the epoch (got "${epoch}")`);
  return Number(epoch.trim());
}
