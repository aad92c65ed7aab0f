// Requirements between packages, judged by what a pull request changes. A bundle usually repeats
// its predecessor's requirements, so a requirement nothing in the catalog satisfies would be
// "new" on every release. It is introduced only when it newly fails for its package: no bundle of
// that package in base had a requirement on the same target (the same required package, whatever
// its range; the same group/version/kind) that failed too. A range narrowed or moved away from
// what base satisfied, or a provider the change removes, is introduced.
import type { Config } from '../config/config.js';
import type { Finding } from '../model/finding.js';
import { finalize } from '../model/draft.js';
import { overridesFor } from '../model/severities.js';
import { requirementKey, unsatisfiedRequirements, type DependencyFacts } from '../rules/requirements.js';
import { prefixOf } from '../rules/validate.js';

/** Head's requirement findings, marked introduced or not against base (absent: a new catalog). */
export function requirementChanges(
  base: readonly DependencyFacts[] | undefined,
  head: readonly DependencyFacts[],
  catalog: string,
  config: Config,
): Finding[] {
  const failing = new Set(
    (base ? unsatisfiedRequirements(base, config) : []).map((u) => requirementKey(u.requirement)),
  );
  const prefix = prefixOf(catalog);
  const overrides = overridesFor(config, catalog);
  return unsatisfiedRequirements(head, config).flatMap((u) =>
    finalize([u.draft], catalog, prefix, overrides).map((f) => ({
      ...f,
      introduced: !failing.has(requirementKey(u.requirement)),
    })),
  );
}
