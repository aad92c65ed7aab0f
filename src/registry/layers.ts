// An image's filesystem under one directory, its layers applied in order: a whiteout
// (`.wh.name`) deletes the lower layers' `name` and everything below it, an opaque whiteout
// (`.wh..wh..opq`) everything below its directory; any entry replaces what lower layers had at
// its path, and a non-directory also what they had below it. Only regular files under the
// directory are kept (hard links to one of them are materialised); the rest only deletes.
import { tarEntries, type TarEntry } from './tar.js';
import { size } from './exchange.js';
import { unverified } from './failure.js';

export interface Limits {
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  readonly maxTotalBytes: number;
}

/** `./a//b/` → `a/b`; undefined for a path that climbs out (`..`) or is empty. */
export function cleanPath(path: string): string | undefined {
  const parts: string[] = [];
  for (const p of path.split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') return undefined;
    parts.push(p);
  }
  return parts.length ? parts.join('/') : undefined;
}

/** Whether changes at `path` can touch files under `dir`: it is under it, or one of its ancestors. */
function touches(path: string, dir: string): boolean {
  return dir === '' || path.startsWith(dir) || dir.startsWith(`${path}/`);
}

function removeAt(files: Map<string, Uint8Array>, path: string, below: boolean): void {
  files.delete(path);
  if (below) for (const p of files.keys()) if (p.startsWith(`${path}/`)) files.delete(p);
}

/** Applies one entry; returns whether it concerned `dir` (the caller bounds how many may). */
function apply(lower: Map<string, Uint8Array>, upper: Map<string, Uint8Array>, entry: TarEntry, dir: string, limits: Limits, what: string): boolean {
  const path = cleanPath(entry.path);
  if (path === undefined) return false;
  const slash = path.lastIndexOf('/');
  const parent = slash < 0 ? '' : path.slice(0, slash);
  const base = path.slice(slash + 1);
  if (base === '.wh..wh..opq') {
    if (!touches(parent, dir)) return false;
    for (const p of lower.keys()) if (parent === '' || p.startsWith(`${parent}/`)) lower.delete(p);
    return true;
  }
  const target = base.startsWith('.wh.') ? (parent ? `${parent}/${base.slice(4)}` : base.slice(4)) : path;
  if (!touches(target, dir)) return false;
  if (target !== path) {
    removeAt(lower, target, true);
    return true;
  }
  removeAt(lower, path, entry.type !== 'directory');
  if (entry.type !== 'directory') removeAt(upper, path, true);
  if (!path.startsWith(dir)) return true;
  if (entry.content.byteLength > limits.maxFileBytes) throw unverified(`${what}: ${path} is larger than ${size(limits.maxFileBytes)}`);
  if (entry.type === 'file') upper.set(path, entry.content.slice());
  if (entry.type === 'hardlink') {
    const linked = cleanPath(entry.linkPath);
    const content = linked === undefined ? undefined : (upper.get(linked) ?? lower.get(linked));
    if (content) upper.set(path, content);
  }
  return true;
}

const tooMany = (limits: Limits, what: string): Error => unverified(`${what}: more than ${limits.maxFiles} files under the directory read`);
const tooLarge = (limits: Limits, what: string): Error => unverified(`${what}: the files under the directory read exceed ${size(limits.maxTotalBytes)}`);

/** The count and total size of the files kept (each file was bounded as it was read). */
function check(files: Map<string, Uint8Array>, limits: Limits, what: string): void {
  if (files.size > limits.maxFiles) throw tooMany(limits, what);
  let total = 0;
  for (const content of files.values()) total += content.byteLength;
  if (total > limits.maxTotalBytes) throw tooLarge(limits, what);
}

/**
 * Applies one layer's tar to `files` (the lower layers' files under `dir`, a `a/b/` prefix or '').
 * Entries concerning `dir` are bounded per layer (each may scan the files kept so far).
 */
export function applyLayer(files: Map<string, Uint8Array>, tar: Uint8Array, dir: string, limits: Limits, what: string): void {
  const upper = new Map<string, Uint8Array>();
  let concerning = 0;
  let added = 0;
  for (const entry of tarEntries(tar)) {
    if (!apply(files, upper, entry, dir, limits, what)) continue;
    if (++concerning > 4 * limits.maxFiles) throw unverified(`${what}: more than ${4 * limits.maxFiles} entries under the directory read`);
    if (entry.type === 'file' && (added += entry.content.byteLength) > limits.maxTotalBytes) throw tooLarge(limits, what);
    if (upper.size > limits.maxFiles) throw tooMany(limits, what);
  }
  for (const [path, content] of upper) files.set(path, content);
  check(files, limits, what);
}
