// The template readers the drift check uses, over a rendered catalog's documents. A semver
// template's channels depend on the opm release that rendered them (opm-linking.ts): the catalog is
// compared with the template under the linking its own channels agree with, so a difference that
// only the opm release explains is never drift; when none agrees, the difference is told under the
// linking base's copy of the catalog agrees with (the repository's opm), else current opm's.
import type { JsonValue } from '../catalog/goyaml/json-value.js';
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { expectFromBasicTemplate } from './basic-read.js';
import type { RenderedCatalog } from './drift.js';
import type { TemplateReaders } from './drift-findings.js';
import type { TemplateExpectation, TemplateProblem } from './expectation.js';
import { linkingsMatching, type RenderedPackage } from './linking-match.js';
import { OPM_LINKINGS, type OpmLinking } from './opm-linking.js';
import { expectFromSemverTemplate, type TemplateBundle } from './semver-expectation.js';
import { readSemverTemplate } from './semver-read.js';

const str = (v: JsonValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);
const field = (d: JsonValue, k: string): JsonValue | undefined => (isJsonObject(d) ? goField(d, k) : undefined);

/** The catalog's bundles with one olm.package property holding a string version. */
function bundlesOf(docs: readonly JsonValue[]): TemplateBundle[] {
  const out: TemplateBundle[] = [];
  for (const d of docs) {
    if (field(d, 'schema') !== 'olm.bundle') continue;
    const props = list(field(d, 'properties')).filter((p) => field(p, 'type') === 'olm.package');
    const version = props.length === 1 ? str(field(field(props[0]!, 'value') ?? null, 'version')) : undefined;
    const [name, image, pkg] = [str(field(d, 'name')), str(field(d, 'image')), str(field(d, 'package'))];
    if (version !== undefined && name !== undefined && image !== undefined)
      out.push({ name, version, image, ...(pkg !== undefined ? { package: pkg } : {}) });
  }
  return out;
}

/** The catalog's channels and default channel. */
function renderedOf(docs: readonly JsonValue[]): RenderedPackage {
  const pkg = docs.find((d) => field(d, 'schema') === 'olm.package');
  const defaultChannel = pkg === undefined ? undefined : str(field(pkg, 'defaultChannel'));
  return {
    ...(defaultChannel !== undefined ? { defaultChannel } : {}),
    channels: docs
      .filter((d) => field(d, 'schema') === 'olm.channel')
      .map((c) => ({
        name: str(field(c, 'name')) ?? '',
        entries: list(field(c, 'entries')).map((e) => {
          const [replaces, skipRange] = [str(field(e, 'replaces')), str(field(e, 'skipRange'))];
          const skips = list(field(e, 'skips')).filter((s): s is string => typeof s === 'string');
          return {
            name: str(field(e, 'name')) ?? '',
            ...(replaces ? { replaces } : {}),
            ...(skips.length > 0 ? { skips } : {}),
            ...(skipRange ? { skipRange } : {}),
          };
        }),
      })),
  };
}

/** The linkings under which `text` renders `rendered`'s channels (none for a template that does not read). */
function matching(text: string, rendered: RenderedCatalog): OpmLinking[] {
  const t = readSemverTemplate(text);
  if (Array.isArray(t)) return [];
  const docs = rendered.documents.map((d) => d.value);
  return linkingsMatching(t, bundlesOf(docs), renderedOf(docs));
}

function readSemver(
  text: string,
  rendered: RenderedCatalog,
  base?: RenderedCatalog,
): TemplateExpectation | TemplateProblem[] {
  const own = matching(text, rendered);
  const linking = own[0] ?? (base ? matching(text, base)[0] : undefined) ?? OPM_LINKINGS[0]!;
  return expectFromSemverTemplate(text, bundlesOf(rendered.documents.map((d) => d.value)), { linking });
}

export const TEMPLATE_READERS: TemplateReaders = { basic: expectFromBasicTemplate, semver: readSemver };
