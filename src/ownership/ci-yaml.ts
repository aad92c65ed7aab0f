// operator-pipelines' owners: `reviewers:` of each package's ci.yaml (operators/<pkg>/ci.yaml),
// a list of GitHub logins. A file that is not a mapping, or a `reviewers` that is not a list of
// logins, gives no owners and says why: a maintainer must approve, never anyone at all.
import type { OwnerSet } from './owner-set.js';
import { noOwners } from './owner-set.js';
import { isObject, readYaml, stringList } from './yaml-value.js';

export function ciYamlOwners(text: string, file: string): OwnerSet {
  const read = readYaml(text, file);
  if ('problem' in read) return noOwners(file, read.problem);
  if (read.value === null || read.value === undefined) return noOwners(file);
  if (!isObject(read.value)) return noOwners(file, `${file}:1: not a mapping`);
  const reviewers = read.value.reviewers;
  if (reviewers === undefined || reviewers === null) return noOwners(file);
  const logins = stringList(reviewers);
  if (logins === undefined)
    return noOwners(file, `${file}:${read.line('reviewers')}: reviewers is not a list of logins`);
  return { from: file, logins: logins.filter((l) => l !== ''), unverifiable: [] };
}
