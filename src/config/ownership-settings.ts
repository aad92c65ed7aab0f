// The ownership settings of .github/fbc-bot.yaml beyond what the schema says: catalog globs that
// compile, owners paths that stay inside the repository and name their package, logins that are
// logins. A setting that cannot be used is an error, never a silent default.
import { globSegments, validGlob } from '../catalog/gomatch.js';
import { isLogin } from '../model/login.js';

/** Where owners are read from (the configuration's `owners.source`). */
export const OWNERS_SOURCES = ['ci-yaml', 'owners-files', 'codeowners'] as const;
export type OwnersSource = (typeof OWNERS_SOURCES)[number];

export interface OwnersSetting {
  readonly source: OwnersSource;
  /** ci-yaml: the file of each package (`{package}` stands for its name); codeowners: the CODEOWNERS file. */
  readonly path?: string;
}

type Fail = (pointer: string, what: string) => Error;

const outside = (p: string): boolean => p.startsWith('/') || p.split('/').includes('..');

export function checkOwnership(
  v: { catalogs?: string[]; owners?: OwnersSetting; maintainers?: string[] },
  fail: Fail,
): void {
  v.catalogs?.forEach((glob, i) => {
    if (outside(glob))
      throw fail(`/catalogs/${i}`, `"${glob}" must be a path inside the repository, relative to its root`);
    if (globSegments(glob).length === 0 || !validGlob(glob))
      throw fail(`/catalogs/${i}`, `"${glob}" is not a valid pattern (Go filepath.Match syntax)`);
  });
  const owners = v.owners;
  if (owners?.path !== undefined) {
    const path = owners.path;
    if (outside(path))
      throw fail('/owners/path', `"${path}" must be a path inside the repository, relative to its root`);
    if (owners.source === 'owners-files')
      throw fail(
        '/owners/path',
        'owners.path is not used with owners-files: OWNERS files are found by name, next to the files they cover',
      );
    const uses = path.split('{package}').length - 1;
    if (owners.source === 'ci-yaml' && uses !== 1)
      throw fail('/owners/path', `"${path}" must contain {package} once (e.g. operators/{package}/ci.yaml)`);
    if (owners.source === 'codeowners' && uses !== 0)
      throw fail('/owners/path', `"${path}" names the CODEOWNERS file: {package} has no meaning there`);
  }
  v.maintainers?.forEach((login, i) => {
    if (!isLogin(login))
      throw fail(
        `/maintainers/${i}`,
        `"${login}" is not a GitHub login${login.startsWith('@') ? ' (write it without @)' : ''}`,
      );
  });
}
