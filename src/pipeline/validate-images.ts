// `validate --check-images`: without a base, every image reference of the catalogs is new, so
// every one is asked — at most IMAGE_LIMIT distinct references per run (past it they are
// image-not-verified, naming what was left; `diff` against a base asks only what a change adds).
// Catalogs are still validated one at a time: each one's references are asked before the next is read.
// A judged channel head whose entry carries no CSV has its image's manifests/ read (at most
// IMAGE_LIMIT images per run), and the catalog's installability is judged again with that CSV.
import { imageFindings, type CatalogImageChecks } from '../images/image-findings.js';
import type { ImageAnswer } from '../images/image-lookup.js';
import { imageChecks, referencesOf } from '../images/references.js';
import { capFindings } from '../report/cap.js';
import { sortFindings, type Finding } from '../model/finding.js';
import { IMAGE_LIMIT, NOT_ASKED, readImageContents, resolveAll, type ImageAccess } from './image-answers.js';
import { consumersOf } from '../model/consumers.js';
import { imagesWithoutCsv } from '../rules/installability.js';
import { withImageInstalls, type CatalogResult } from '../rules/validate.js';
import { planValidate, type ValidateRequest } from './validate-run.js';

export async function runValidateImages(
  req: ValidateRequest,
  access: ImageAccess,
  seen?: (catalog: string, result: CatalogResult) => void,
): Promise<{ readonly catalogs: readonly string[]; readonly findings: Finding[] }> {
  const plan = planValidate(req);
  const lookup = access(plan.config.policy);
  const asked = new Map<string, ImageAnswer>();
  // Bundle images read for the CSV a channel head's entry lacks: at most IMAGE_LIMIT per run too.
  let reads = 0;
  const findings: Finding[] = [];
  for (const c of plan.each()) {
    seen?.(c.catalog, c.result);
    const checks: CatalogImageChecks = { catalog: c.catalog, uses: [], repins: [] };
    for (const pkg of c.result.model.packages.values()) imageChecks(undefined, pkg, checks);
    const fresh = referencesOf([checks]).filter((ref) => !asked.has(ref));
    const room = Math.max(0, IMAGE_LIMIT - asked.size);
    for (const [ref, a] of await resolveAll(lookup, fresh.slice(0, room))) asked.set(ref, a);
    const answers = { get: (ref: string) => asked.get(ref) ?? NOT_ASKED };
    const wanted = imagesWithoutCsv(c.result.model, c.catalog, consumersOf(c.catalog, plan.config.consumers));
    const readable = wanted.slice(0, Math.max(0, IMAGE_LIMIT - reads));
    reads += readable.length;
    const contents = readable.length > 0 ? await readImageContents(lookup, readable) : undefined;
    const catalogFindings = contents
      ? withImageInstalls(c.result, c.catalog, plan.config, (image) => contents.get(image)?.csv)
      : c.result.findings;
    const own = imageFindings([checks], answers, {
      overrides: plan.config,
      requireVerified: plan.config.policy.requireImagesVerified === true,
    });
    findings.push(...capFindings([...catalogFindings, ...own.map(({ introduced: _, ...f }) => f)]));
  }
  return { catalogs: plan.catalogs, findings: sortFindings(findings) };
}
