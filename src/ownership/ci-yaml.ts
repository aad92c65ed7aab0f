// operator-pipelines' owners: `reviewers:` of each package's ci.yaml (operators/<pkg>/ci.yaml),
// a list of GitHub logins. A file that is not a mapping, or a `reviewers` that is not a list of
// logins, gives no owners and says why: a maintainer must approve, never anyone at all.
import type { CiYaml } from '../config/ci-yaml.js';
import type { OwnerSet } from './owner-set.js';
import { noOwners } from './owner-set.js';

/** The owners `ci`, read from `file`, names. */
export function ciYamlOwners(ci: CiYaml, file: string): OwnerSet {
  if (ci.problem !== undefined) return noOwners(file, ci.problem);
  if (ci.reviewers === undefined) return noOwners(file);
  if ('problem' in ci.reviewers) return noOwners(file, ci.reviewers.problem);
  return { from: file, logins: [...ci.reviewers.logins], unverifiable: [] };
}
