// An image's filesystem under one directory, its layers applied in order: a whiteout
// (`.wh.name`) deletes the lower layers' `name` and everything below it, an opaque whiteout
// (`.wh..wh..opq`) everything below its directory; any entry replaces what lower layers had at
// its path, and a non-directory also what they had below it. Only regular files under the
// directory are kept (hard links to one of them are materialised), bounded before their content
// is read, and the symlinks there (their targets, for a caller that follows them); the rest only
// deletes.
import type { EntryType, TarEntry, TarSink } from './tar.js';
import { size } from './size.js';
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

/**
 * Files (and symlinks) by path, with the directories they lie in: what is below a path is looked
 * for only when the path is (or was) a directory, so a layer of N files costs N lookups, not N
 * scans of N files. A directory whose files were all removed may stay listed: it costs one scan,
 * never a wrong answer.
 */
class Tree {
  readonly dirs = new Set<string>();

  constructor(
    readonly files: Map<string, Uint8Array>,
    readonly links: Map<string, string>,
  ) {
    for (const path of files.keys()) this.addDirs(path);
    for (const path of links.keys()) this.addDirs(path);
  }

  link(path: string, target: string): void {
    this.links.set(path, target);
    this.addDirs(path);
  }

  set(path: string, content: Uint8Array): void {
    this.files.set(path, content);
    this.addDirs(path);
  }

  /** Removes `path`, and with `below` everything under it. */
  remove(path: string, below: boolean): void {
    this.files.delete(path);
    this.links.delete(path);
    if (below) this.removeUnder(path);
  }

  /** Removes everything under `dir` ('' for everything). */
  removeUnder(dir: string): void {
    if (dir !== '' && !this.dirs.has(dir)) return;
    for (const map of [this.files, this.links])
      for (const p of map.keys()) if (dir === '' || p.startsWith(`${dir}/`)) map.delete(p);
  }

  private addDirs(path: string): void {
    for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
      const d = path.slice(0, i);
      if (this.dirs.has(d)) return;
      this.dirs.add(d);
    }
  }
}

/** Applies one entry; returns whether it concerned `dir` (the caller bounds how many may). */
function apply(lower: Tree, upper: Tree, entry: TarEntry, dir: string): boolean {
  const path = cleanPath(entry.path);
  if (path === undefined) return false;
  const slash = path.lastIndexOf('/');
  const parent = slash < 0 ? '' : path.slice(0, slash);
  const base = path.slice(slash + 1);
  if (base === '.wh..wh..opq') {
    if (!touches(parent, dir)) return false;
    lower.removeUnder(parent);
    return true;
  }
  const target = base.startsWith('.wh.') ? (parent ? `${parent}/${base.slice(4)}` : base.slice(4)) : path;
  if (!touches(target, dir)) return false;
  if (target !== path) {
    lower.remove(target, true);
    return true;
  }
  lower.remove(path, entry.type !== 'directory');
  if (entry.type !== 'directory') upper.remove(path, true);
  if (!path.startsWith(dir)) return true;
  if (entry.type === 'file') upper.set(path, entry.content);
  if (entry.type === 'symlink') upper.link(path, entry.linkPath);
  if (entry.type === 'hardlink') {
    const linked = cleanPath(entry.linkPath);
    const content = linked === undefined ? undefined : (upper.files.get(linked) ?? lower.files.get(linked));
    if (content) upper.set(path, content);
  }
  return true;
}

const tooMany = (limits: Limits, what: string): Error =>
  unverified(`${what}: more than ${limits.maxFiles} files under the directory read`);
const tooLarge = (limits: Limits, what: string): Error =>
  unverified(`${what}: the files under the directory read exceed ${size(limits.maxTotalBytes)}`);

/** The count and total size of the files kept (each file was bounded as it was read); returns that size. */
function check(files: Map<string, Uint8Array>, limits: Limits, what: string): number {
  if (files.size > limits.maxFiles) throw tooMany(limits, what);
  let total = 0;
  for (const content of files.values()) total += content.byteLength;
  if (total > limits.maxTotalBytes) throw tooLarge(limits, what);
  return total;
}

/**
 * One layer applied to `files` (the lower layers' files under `dir`, a `a/b/` prefix or '') as
 * its tar streams in: a file under `dir` is bounded by its header's size before its content is
 * collected (and `hold` told of it, for the run's bound); entries concerning `dir` are bounded per
 * layer (each may scan the files kept so far). `finish` applies the layer once it is proven whole.
 */
export class LayerApplier implements TarSink {
  private readonly upper = new Tree(new Map(), new Map());
  private readonly lower: Tree;
  private concerning = 0;
  private added = 0;

  constructor(
    private readonly files: Map<string, Uint8Array>,
    private readonly dir: string,
    private readonly limits: Limits,
    private readonly what: string,
    private readonly hold: (bytes: number) => void = () => {},
    /** The symlinks under `dir` (path → target as written), kept as `files` is, for a caller that follows them. */
    private readonly links = new Map<string, string>(),
  ) {
    this.lower = new Tree(files, links);
  }

  wants(path: string, type: EntryType, bytes: number): boolean {
    const clean = cleanPath(path);
    if (
      type !== 'file' ||
      clean === undefined ||
      !clean.startsWith(this.dir) ||
      clean.slice(clean.lastIndexOf('/') + 1).startsWith('.wh.')
    )
      return false;
    if (bytes > this.limits.maxFileBytes)
      throw unverified(`${this.what}: ${clean} is larger than ${size(this.limits.maxFileBytes)}`);
    if ((this.added += bytes) > this.limits.maxTotalBytes) throw tooLarge(this.limits, this.what);
    this.hold(bytes);
    return true;
  }

  entry(entry: TarEntry): void {
    if (!apply(this.lower, this.upper, entry, this.dir)) return;
    if (++this.concerning > 4 * this.limits.maxFiles)
      throw unverified(`${this.what}: more than ${4 * this.limits.maxFiles} entries under the directory read`);
    if (this.upper.files.size + this.upper.links.size > this.limits.maxFiles) throw tooMany(this.limits, this.what);
  }

  /** Applies the layer; returns the bytes of the files kept so far, all layers applied. */
  finish(): number {
    for (const [path, content] of this.upper.files) this.files.set(path, content);
    for (const [path, target] of this.upper.links) this.links.set(path, target);
    if (this.files.size + this.links.size > this.limits.maxFiles) throw tooMany(this.limits, this.what);
    return check(this.files, this.limits, this.what);
  }
}
