// Property changes between versions: the same version in the old and the new CRD, and every
// ordered pair of served versions inside the new CRD (skipped when a conversion webhook
// translates between them). For served pairs, what the old CRD already had is not reported
// again (crdify's ratcheting: same pair, path, validation and message).
import type { Crd } from './crd-model.js';
import type { Issue } from './issue.js';
import { compareKubeVersions } from './kube-version.js';
import { servedFieldRemovalIssues } from './property/field-removed.js';
import { diffSchemas } from './version-diff.js';

export function sameVersionIssues(old: Crd, neu: Crd): Issue[] {
  const out: Issue[] = [];
  for (const ov of old.versions) {
    const nv = neu.versions.find((v) => v.name === ov.name);
    if (nv) out.push(...diffSchemas(ov.schema, nv.schema, ov.name).issues);
  }
  return out;
}

const servedCache = new WeakMap<Crd, Issue[]>();

/** The issues between every older → newer pair of one CRD's served versions. */
function servedPairIssues(crd: Crd): Issue[] {
  const hit = servedCache.get(crd);
  if (hit) return hit;
  const served = crd.versions.filter((v) => v.served).sort((a, b) => compareKubeVersions(a.name, b.name));
  const out: Issue[] = [];
  for (let i = 0; i < served.length; i++) {
    for (let j = i + 1; j < served.length; j++) {
      const [a, b] = [served[i]!, served[j]!];
      const pair = `${a.name} → ${b.name}`;
      const d = diffSchemas(a.schema, b.schema, pair);
      out.push(...servedFieldRemovalIssues(d.removed, pair, a.name, b.name), ...d.issues);
    }
  }
  servedCache.set(crd, out);
  return out;
}

const issueKey = (i: Issue): string => `${i.version}\u0000${i.path}\u0000${i.validation}\u0000${i.message}`;

export function servedVersionIssues(old: Crd, neu: Crd): Issue[] {
  if (neu.webhookConversion) return [];
  const known = new Set(servedPairIssues(old).map(issueKey));
  return servedPairIssues(neu).filter((i) => !known.has(issueKey(i)));
}
