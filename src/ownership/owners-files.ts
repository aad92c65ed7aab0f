// Prow-style OWNERS: each directory's OWNERS file lists `approvers` (and `reviewers`, who review
// but do not approve, as in Prow's approve plugin); a changed file is owned by the approvers of
// the nearest OWNERS file at or above it and of every one above that, up to one that sets
// `options.no_parent_owners`. Names may be aliases from the root OWNERS_ALIASES; names compare
// case-insensitively. `emeritus_approvers` and `filters` grant nothing here.
import { uniqueLogins } from '../model/login.js';
import { noOwners, type OwnerSet } from './owner-set.js';
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { readYaml, stringList } from './yaml-value.js';

export const ALIASES_FILE = 'OWNERS_ALIASES';

/** A file in base: its text, what is wrong with it, or undefined when there is none. */
export type ReadFile = (path: string) => { readonly text: string } | { readonly problem: string } | undefined;

interface Owners {
  readonly approvers: readonly string[];
  readonly noParentOwners: boolean;
}

function parseOwners(text: string, file: string): Owners | string {
  const read = readYaml(text, file);
  if ('problem' in read) return read.problem;
  if (read.value === null || read.value === undefined) return { approvers: [], noParentOwners: false };
  if (!isJsonObject(read.value)) return `${file}:1: not a mapping`;
  const v = read.value;
  const approvers = v.approvers === undefined || v.approvers === null ? [] : stringList(v.approvers);
  if (approvers === undefined) return `${file}:${read.line('approvers')}: approvers is not a list of names`;
  const options = v.options;
  if (options !== undefined && options !== null && !isJsonObject(options))
    return `${file}:${read.line('options')}: options is not a mapping`;
  const npo = isJsonObject(options) ? options.no_parent_owners : undefined;
  if (npo !== undefined && npo !== null && typeof npo !== 'boolean')
    return `${file}:${read.line('options')}: options.no_parent_owners is not true or false`;
  return { approvers, noParentOwners: npo === true };
}

/** OWNERS_ALIASES: alias (lower-cased) → its members; or what is wrong with the file. */
export function parseAliases(text: string, file = ALIASES_FILE): Map<string, string[]> | string {
  const read = readYaml(text, file);
  if ('problem' in read) return read.problem;
  const aliases = new Map<string, string[]>();
  if (read.value === null || read.value === undefined) return aliases;
  if (
    !isJsonObject(read.value) ||
    (read.value.aliases !== undefined && read.value.aliases !== null && !isJsonObject(read.value.aliases))
  )
    return `${file}:1: not a mapping of aliases`;
  for (const [name, members] of Object.entries((read.value.aliases ?? {}) as Record<string, unknown>)) {
    const list = members === null ? [] : stringList(members);
    if (list === undefined) return `${file}:${read.line('aliases')}: alias ${name} is not a list of names`;
    aliases.set(name.toLowerCase(), list);
  }
  return aliases;
}

const parent = (dir: string): string | undefined =>
  dir === '' ? undefined : dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
const ownersPath = (dir: string): string => (dir === '' ? 'OWNERS' : `${dir}/OWNERS`);

/** The owners of `path`: approvers from its directory's OWNERS file upward, aliases expanded. */
export function prowOwners(path: string, read: ReadFile, aliases: Map<string, string[]> | string): OwnerSet {
  const files: string[] = [];
  const names: string[] = [];
  for (const file of ownersCandidates(path)) {
    const got = read(file);
    if (got === undefined) continue;
    files.push(file);
    const owners = 'text' in got ? parseOwners(got.text, file) : got.problem;
    if (typeof owners === 'string') return noOwners(files.join(', '), owners);
    names.push(...owners.approvers);
    if (owners.noParentOwners) break;
  }
  const from = files.length === 0 ? `no OWNERS file above ${path}` : files.join(', ');
  if (names.length > 0 && typeof aliases === 'string') return noOwners(from, aliases);
  const logins = names.flatMap((n) => (typeof aliases !== 'string' && aliases.get(n.toLowerCase())) || [n]);
  return { from, logins: uniqueLogins(logins.filter((l) => l !== '')), unverifiable: [] };
}

/** The OWNERS files `prowOwners` may read for `path` (to fetch them in one batch). */
export function ownersCandidates(path: string): string[] {
  const out: string[] = [];
  for (let dir = parent(path); dir !== undefined; dir = parent(dir)) out.push(ownersPath(dir));
  return out;
}
