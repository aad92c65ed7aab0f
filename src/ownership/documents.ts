// The packages a file's documents name, and which of them a change adds or removes: ownership
// follows the documents, not only the directory they sit in. Any schema counts (opm keeps the
// `package` of a document of any schema, and catalog servers hand it out with that package's
// content); an olm.package document names its package by `name`. Keys match as opm matches them
// (Unicode case folding). Pure: the caller reads the files.
import { createHash } from 'node:crypto';
import type { JsonObject } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { own } from '../catalog/own.js';
import { decodeFile } from '../catalog/document-stream.js';

export interface NamedDocument {
  /** The document's identity: its text as written (a reformatted document counts as changed). */
  readonly key: string;
  /** The packages it names (`package`, and an olm.package's `name`). */
  readonly packages: readonly string[];
  /** Where it starts (its first key), in its file. */
  readonly line: number;
  readonly column: number;
}

/** The field opm reads as `name` (Go's encoding/json, goField), when it is a non-empty string. */
function stringField(obj: JsonObject, name: string): string | undefined {
  const v = goField(obj, name);
  return typeof v === 'string' && v !== '' ? v : undefined;
}

// Separator, blank and comment lines before a document's first key, which do not change its value.
const LEADING = /^(?:(?:---[ \t]*(?:#.*)?|[ \t]*(?:#.*)?)\n)+/;

/**
 * Every document of a file that names a package (documents that do not decode name none: their file has a parse error).
 */
export function namedDocuments(file: string, data: Uint8Array): NamedDocument[] {
  const out: NamedDocument[] = [];
  decodeFile(file, data, ({ doc, value }) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    const obj = value;
    const packages: string[] = [];
    const pkg = stringField(obj, 'package');
    if (pkg !== undefined) packages.push(own(pkg));
    if (stringField(obj, 'schema') === 'olm.package') {
      const name = stringField(obj, 'name');
      if (name !== undefined && !packages.includes(name)) packages.push(own(name));
    }
    if (packages.length === 0) return;
    const { text, start, end } = doc.source;
    // A file's first document carries the `---`, blank and comment lines before it: the same
    // document moved to another place in its file is not a change. Only the digest is kept.
    const written = text.text().slice(start, end).replace(LEADING, '');
    const key = createHash('sha1').update(doc.mode).update('\0').update(written).digest('base64');
    out.push({ key, packages, line: doc.line, column: doc.column });
  });
  return out;
}

export interface DocumentChange {
  /** 'base': the document is gone from the file (removed, changed, moved away); 'head': it is new there. */
  readonly side: 'base' | 'head';
  readonly document: NamedDocument;
}

/** A changed document where its catalog reads it. */
export interface CatalogDocumentChange {
  /** The catalog root, from the repository root. */
  readonly catalog: string;
  /** The file's path in the catalog (the document's `doc.file`): its first segment is the package directory. */
  readonly file: string;
  readonly change: DocumentChange;
}

/** The documents of one file that differ between its two versions (as multisets: order aside). */
export function changedDocuments(base: readonly NamedDocument[], head: readonly NamedDocument[]): DocumentChange[] {
  const count = new Map<string, number>();
  for (const d of base) count.set(d.key, (count.get(d.key) ?? 0) + 1);
  const added: DocumentChange[] = [];
  for (const d of head) {
    const n = count.get(d.key) ?? 0;
    if (n > 0) count.set(d.key, n - 1);
    else added.push({ side: 'head', document: d });
  }
  const removed: DocumentChange[] = [];
  for (const d of base) {
    const n = count.get(d.key) ?? 0;
    if (n === 0) continue;
    count.set(d.key, n - 1);
    removed.push({ side: 'base', document: d });
  }
  return [...removed, ...added];
}
