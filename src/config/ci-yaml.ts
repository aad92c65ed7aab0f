// operator-pipelines' per-package file, operators/<pkg>/ci.yaml, read once for everything fbc-bot
// takes from it: the owners (`reviewers`), how the index adds bundles of a package kept in bundle
// format (`updateGraph`), whether the package is published from its catalogs (`fbc.enabled`), and
// which template renders which catalog (`fbc.catalog_mapping`). Parsed as the configuration is
// (limits, problems at file:line); what cannot be used is said, never guessed.
import { isScalar, type Document } from 'yaml';
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { lineOf, readYamlDocument } from './yaml-document.js';

/** How the index adds a package's bundles (ci.yaml `updateGraph`). */
export type GraphMode = 'replaces' | 'semver' | 'semver-skippatch';

/** One `fbc.catalog_mapping` entry whose template name is usable. */
export interface CatalogMapping {
  /** The file under operators/<pkg>/catalog-templates/: one path segment. */
  readonly templateName: string;
  /** The catalogs (`v4.16`) it renders; absent when the entry names none as a list. */
  readonly catalogNames?: readonly string[];
  /** The line of each of `catalogNames` (one line for a `[…]` list on one line). */
  readonly catalogLines?: readonly number[];
  /** `olm.template.basic` or `olm.semver` (as written; absent when not a string). */
  readonly type?: string;
  /** The entry's line in ci.yaml. */
  readonly line: number;
}

export interface CiYaml {
  /** What makes the whole file unusable (does not parse, not a mapping); the fields below are then defaults. */
  readonly problem?: string;
  /** `reviewers`: the logins, or what is wrong at its line; absent when the file states none. */
  readonly reviewers?: { readonly logins: readonly string[] } | { readonly problem: string };
  readonly updateGraph: GraphMode;
  readonly fbcEnabled: boolean;
  readonly catalogMapping: readonly CatalogMapping[];
  /** Mapping entries that cannot be used (not a mapping, a template name that is not one file name), at their line. */
  readonly mappingProblems: readonly string[];
}

const field = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** A template file name: one path segment, so a mapping never names a file outside catalog-templates/. */
export const isTemplateName = (name: string): boolean => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name);

/** A list of strings (a leading @ of a login dropped), or undefined when `v` is something else. */
function logins(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((x) => typeof x === 'string')
    ? v.map((x) => (x as string).trim().replace(/^@/, '')).filter((l) => l !== '')
    : undefined;
}

// go-yaml's (YAML 1.1) plain spellings of true beyond YAML 1.2's true/True/TRUE.
const YAML11_TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON']);
const plainEnabled = (doc: Document): boolean => {
  const node = doc.getIn(['fbc', 'enabled'], true);
  return isScalar(node) && node.type === 'PLAIN' && YAML11_TRUE.has(String(node.value));
};

const DEFAULTS = { updateGraph: 'replaces', fbcEnabled: false, catalogMapping: [], mappingProblems: [] } as const;

export function readCiYaml(text: string, file: string): CiYaml {
  const read = readYamlDocument(text, file);
  if ('problem' in read) return { ...DEFAULTS, problem: read.problem };
  const { doc, counter, value } = read;
  if (value === null || value === undefined) return DEFAULTS;
  if (!isJsonObject(value)) return { ...DEFAULTS, problem: `${file}:1: not a mapping` };
  const at = (...keys: (string | number)[]): number =>
    lineOf(doc, counter, keys.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''));
  const r = field(value, 'reviewers');
  const l = logins(r);
  const reviewers =
    r === undefined || r === null
      ? undefined
      : l === undefined
        ? { problem: `${file}:${at('reviewers')}: reviewers is not a list of logins` }
        : { logins: l };
  const g = field(value, 'updateGraph');
  const fbc = field(value, 'fbc');
  const enabled = isJsonObject(fbc) ? field(fbc, 'enabled') : undefined;
  const mapping = isJsonObject(fbc) ? field(fbc, 'catalog_mapping') : undefined;
  const catalogMapping: CatalogMapping[] = [];
  const mappingProblems: string[] = [];
  (Array.isArray(mapping) ? mapping : []).forEach((m, i) => {
    const line = at('fbc', 'catalog_mapping', i);
    const name = isJsonObject(m) ? field(m, 'template_name') : undefined;
    if (typeof name !== 'string' || !isTemplateName(name)) {
      mappingProblems.push(
        `${file}:${line}: ${
          isJsonObject(m) ? 'template_name is not the name of a file in catalog-templates/' : 'not a mapping'
        }`,
      );
      return;
    }
    const names = field(m as Record<string, unknown>, 'catalog_names');
    const type = field(m as Record<string, unknown>, 'type');
    catalogMapping.push({
      templateName: name,
      ...(Array.isArray(names)
        ? {
            catalogNames: names.map(String),
            catalogLines: names.map((_, j) => at('fbc', 'catalog_mapping', i, 'catalog_names', j)),
          }
        : {}),
      ...(typeof type === 'string' ? { type } : {}),
      line,
    });
  });
  return {
    ...(reviewers ? { reviewers } : {}),
    updateGraph: g === 'semver-mode' ? 'semver' : g === 'semver-skippatch-mode' ? 'semver-skippatch' : 'replaces',
    // YAML 1.1's spellings of true, as operator-pipelines' reader (and go-yaml) take them.
    fbcEnabled: enabled === true || (typeof enabled === 'string' && plainEnabled(doc)),
    catalogMapping,
    mappingProblems,
  };
}
