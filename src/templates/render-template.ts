// What `opm alpha render-template` writes for a basic or semver template, the bundles taken from
// a rendered catalog (matched by image) instead of rendered from their images: the template's
// package, channels and other documents, then each bundle image's olm.bundle document as that
// catalog holds it. The semver template's package icon and description (opm v1.65 on copies them
// from the head bundle's CSV, which needs the image) are that catalog's package's.
import { isJsonObject, type JsonObject } from '../catalog/goyaml/json-value.js';
import { BASIC_SCHEMA, expectFromBasicTemplate } from './basic-read.js';
import type { TemplateExpectation, TemplateProblem } from './expectation.js';
import type { OpmLinking } from './opm-linking.js';
import { goBundle } from './opm-output.js';
import type { TemplateKind } from './renderings.js';
import { expectFromSemverTemplate, type TemplateBundle } from './semver-expectation.js';
import { SEMVER_SCHEMA } from './semver-read.js';
import { quoted, readTemplateText } from './template-text.js';

/** A bundle of the catalog the bundles come from, and its whole document (decoded when asked). */
export interface CatalogBundle extends TemplateBundle {
  readonly document: () => JsonObject;
}

/** The template's kind, from its `schema` (matched case-insensitively, as opm's decoders do). */
export function templateKind(text: string): TemplateKind | TemplateProblem {
  const read = readTemplateText(text);
  if (!('value' in read)) return read;
  const v = read.value;
  const entry = isJsonObject(v) ? Object.entries(v).find(([k]) => k.toLowerCase() === 'schema') : undefined;
  if (entry?.[1] === SEMVER_SCHEMA) return 'semver';
  if (entry?.[1] === BASIC_SCHEMA) return 'basic';
  return {
    message:
      'not an opm template: its schema is ' +
      (entry ? `${JSON.stringify(entry[1])}` : 'missing') +
      ` (${quoted(SEMVER_SCHEMA)} or ${quoted(BASIC_SCHEMA)})`,
    line: entry ? read.line([entry[0]]) : 1,
  };
}

/** The documents opm renders the template into, or why it cannot be rendered from these bundles. */
export function renderTemplate(
  text: string,
  bundles: readonly CatalogBundle[],
  linking: OpmLinking,
  catalogPackage?: JsonObject,
): { readonly documents: JsonObject[] } | { readonly problems: TemplateProblem[] } {
  const kind = templateKind(text);
  if (typeof kind !== 'string') return { problems: [kind] };
  const e: TemplateExpectation | TemplateProblem[] =
    kind === 'semver' ? expectFromSemverTemplate(text, bundles, { linking }) : expectFromBasicTemplate(text);
  if (Array.isArray(e)) return { problems: e };
  const byImage = new Map(bundles.map((b) => [b.image, b] as const));
  const missing = e.bundleImages.filter((i) => !byImage.has(i));
  if (missing.length > 0) {
    return {
      problems: missing.map((image) => ({ message: `bundle image ${quoted(image)} is not in the catalog`, image })),
    };
  }
  const metadata: JsonObject = {};
  if (kind === 'semver' && catalogPackage !== undefined) {
    for (const k of ['icon', 'description'] as const)
      if (catalogPackage[k] !== undefined) metadata[k] = catalogPackage[k]!;
  }
  return {
    documents: [
      ...e.documents.map((d) => ({ ...d, ...(d['schema'] === 'olm.package' ? metadata : {}) }) as JsonObject),
      ...e.bundleImages.map((i) => goBundle(byImage.get(i)!.document())),
    ],
  };
}
