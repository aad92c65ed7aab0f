import type { JsonValue } from './goyaml/json-value.js';

/** A catalog file handed to the pure loader: path relative to the catalog root, '/'-separated. */
export interface CatalogFile {
  readonly path: string;
  readonly data: Uint8Array;
  /** Read the same bytes again later (for positions of findings). Without it the decoded text is
   * kept for the whole validation; with it, nothing of the file is. */
  readonly reread?: () => Uint8Array;
}

/** A file's decoded text, held or obtained again on demand. */
export interface TextRef {
  text(): string;
}

/** A problem the source adapter met before any decoding (unreadable file, escaping symlink). */
export interface SourceProblem {
  readonly path: string;
  readonly rule: 'file-unreadable' | 'path-escapes-catalog' | 'catalog-entry-not-file' | 'parse-error';
  readonly message: string;
  readonly line?: number;
}

/** What a source yields, in byte order of path: a file, or a problem reading one. Sources may
 * read lazily, so that only one file's bytes are held at a time. */
export type SourceEntry = CatalogFile | SourceProblem;

export function isFile(e: SourceEntry): e is CatalogFile {
  return 'data' in e;
}

/** Where a document's text lives, for locating positions inside it on demand. */
export interface DocSource {
  readonly text: TextRef;
  readonly start: number;
  readonly end: number;
  /** 1-based file line of `text[start]`. */
  readonly line: number;
  /** 1-based column of `text[start]` (a JSON value may start mid-line). */
  readonly column: number;
  readonly json: boolean;
}

/** Where one document is: its file, its anchor (first key) and its text. */
export interface RawDocument {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly mode: 'yaml' | 'json';
  readonly source: DocSource;
}

/** A document with its decoded value. The value lives only while loading: typed documents keep
 * what the rules need, so a large catalog's raw trees can be collected early. */
export interface DecodedDocument {
  readonly doc: RawDocument;
  readonly value: JsonValue;
}

/** A problem found while decoding, positioned in its file. */
export interface DecodeProblem {
  readonly rule: 'parse-error' | 'empty-document' | 'documents-silently-dropped';
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}
