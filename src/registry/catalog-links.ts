// Symlinks in a catalog image's configs directory, followed as a cluster follows them: catalogd
// unpacks that directory alone, symlinks as they are, and opm reads every entry through fs.Open,
// which follows them. A link to a file of the directory reads as that file; a link leading out
// of it (catalogd did not unpack the target), to nothing, to a directory, absolute (resolved on
// the node, not in the image) or round in a loop makes the catalog fail to load there: an error.
import { unverified } from './failure.js';

/** Links followed in one lookup before giving up, as Linux does (ELOOP). */
const MAX_LINKS = 40;

/**
 * `path` cleaned as Go's path.Clean cleans a path without its leading `/`: `.` and empty
 * segments dropped, `..` taking back the one before; undefined when a `..` climbs above the root.
 */
export function cleanSlashPath(path: string): string | undefined {
  const parts: string[] = [];
  for (const p of path.split('/')) {
    if (p === '' || p === '.') continue;
    if (p !== '..') parts.push(p);
    else if (parts.pop() === undefined) return undefined;
  }
  return parts.join('/');
}

/** Why the link at `path` reads as no file, or the path of the file it reads as. */
function resolve(
  path: string,
  files: ReadonlyMap<string, Uint8Array>,
  links: ReadonlyMap<string, string>,
  prefix: string,
): { file: string } | { why: string } {
  let at = path;
  for (let hops = 0; hops < MAX_LINKS; hops++) {
    const target = links.get(at)!;
    if (target.startsWith('/'))
      return { why: `absolute (${target}): it resolves on the node that unpacks the image, not inside it` };
    const slash = at.lastIndexOf('/');
    const next = cleanSlashPath(`${slash < 0 ? '' : at.slice(0, slash)}/${target}`);
    if (next !== undefined && prefix !== '' && next === prefix.slice(0, -1))
      return { why: `to ${target}, the configs directory itself, which opm cannot read as a file` };
    if (next === undefined || !next.startsWith(prefix))
      return { why: `to ${target}, outside the configs directory (catalogd unpacks only that)` };
    if (files.has(next)) return { file: next };
    if (!links.has(next)) {
      const dir = [...files.keys(), ...links.keys()].some((p) => p.startsWith(`${next}/`));
      return { why: `to ${target}, ${dir ? 'a directory, which opm cannot read as a file' : 'which does not exist'}` };
    }
    at = next;
  }
  return { why: `in a loop of links (more than ${MAX_LINKS})` };
}

/** Adds each link's file to `files` under the link's path; throws for a link that reads as none. */
export function followLinks(
  files: Map<string, Uint8Array>,
  links: ReadonlyMap<string, string>,
  prefix: string,
  what: string,
): void {
  const read = new Map<string, Uint8Array>();
  for (const path of links.keys()) {
    const r = resolve(path, files, links, prefix);
    if ('why' in r)
      throw unverified(
        `${what}: ${path.slice(prefix.length)} in the configs directory is a symlink ${r.why}; a cluster ` +
          'fails to load the catalog on it',
      );
    read.set(path, files.get(r.file)!);
  }
  for (const [path, content] of read) files.set(path, content);
}
