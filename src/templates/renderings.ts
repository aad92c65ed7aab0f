// Which template is rendered into which catalogs, and the command that renders it. The community
// layout (community-operators-prod, operator-pipelines' fbc/render_catalogs.sh): each entry of
// operators/<pkg>/ci.yaml `fbc.catalog_mapping` renders operators/<pkg>/catalog-templates/<template_name>
// with `opm alpha render-template <basic|semver>` into catalogs/<catalog name>/<pkg>/catalog.yaml,
// OpenShift 4.17 and later with `--migrate-level bundle-object-to-csv-metadata`. Another layout
// names its templates in the configuration (`templates`).
import type { CiYaml } from '../config/ci-yaml.js';
import type { TemplateSetting } from '../config/config.js';
import { BASIC_SCHEMA } from './basic-read.js';
import { csvMetadataLevel } from './drift.js';
import { SEMVER_SCHEMA } from './semver-read.js';

export type TemplateKind = 'basic' | 'semver';

/** One template and the directories its render is written to. */
export interface Rendering {
  /** The template file, from the repository root. */
  readonly template: string;
  /** The kind the mapping says (`type`); absent: the template's own `schema` says. */
  readonly kind?: TemplateKind;
  /** Each directory the render is written to, the catalog (root) it is in, and the line naming it in the mapping. */
  readonly targets: readonly { readonly catalog: string; readonly dir: string; readonly line?: number }[];
  /** Where the mapping says so: `operators/foo/ci.yaml:9` or the configuration file. */
  readonly from: string;
}

/** A mapping entry that cannot be followed, at its line. */
export interface MappingProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export const COMMUNITY_CATALOGS = 'catalogs';
export const ciYamlPath = (dir: string): string => `operators/${dir}/ci.yaml`;
export const templatesDir = (dir: string): string => `operators/${dir}/catalog-templates`;

// A Map: the type is ci.yaml's text, and an object would answer `constructor` with its prototype's.
const KINDS: ReadonlyMap<string, TemplateKind> = new Map([
  [BASIC_SCHEMA, 'basic'],
  [SEMVER_SCHEMA, 'semver'],
]);

/** The renderings of a community package directory (operators/<dir>, catalogs/*\/<dir>) by its ci.yaml. */
export function communityRenderings(dir: string, ci: CiYaml): { renderings: Rendering[]; problems: MappingProblem[] } {
  const file = ciYamlPath(dir);
  const problems: MappingProblem[] = ci.mappingProblems.map((p) => {
    const m = /^[^:]*:(\d+): (.*)$/s.exec(p);
    return { file, line: Number(m?.[1] ?? 1), message: m?.[2] ?? p };
  });
  const renderings: Rendering[] = [];
  for (const m of ci.catalogMapping) {
    const kind = m.type === undefined ? undefined : KINDS.get(m.type);
    if (m.type !== undefined && kind === undefined) {
      problems.push({
        file,
        line: m.line,
        message: `type ${m.type} of template ${m.templateName} is neither olm.template.basic nor olm.semver`,
      });
      continue;
    }
    if (!m.catalogNames || m.catalogNames.length === 0) {
      problems.push({ file, line: m.line, message: `template ${m.templateName} names no catalog_names` });
      continue;
    }
    const bad = m.catalogNames.find((n) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(n));
    if (bad !== undefined) {
      problems.push({ file, line: m.line, message: `catalog name "${bad}" is not the name of a catalog directory` });
      continue;
    }
    renderings.push({
      template: `${templatesDir(dir)}/${m.templateName}`,
      ...(kind ? { kind } : {}),
      targets: m.catalogNames.map((n, i) => ({
        catalog: `${COMMUNITY_CATALOGS}/${n}`,
        dir: `${COMMUNITY_CATALOGS}/${n}/${dir}`,
        ...(m.catalogLines?.[i] !== undefined ? { line: m.catalogLines[i] } : {}),
      })),
      from: `${file}:${m.line}`,
    });
  }
  return { renderings, problems };
}

/** The renderings the configuration names: each target directory's parent is its catalog. */
export function configuredRenderings(settings: readonly TemplateSetting[], file: string): Rendering[] {
  return settings.map((s) => ({
    template: s.template,
    targets: s.catalogs.map((dir) => ({ catalog: dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : dir, dir })),
    from: file,
  }));
}

const shellWord = (s: string): string => (/^[A-Za-z0-9._/@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** The one-line render of `template` into `file` at the migrate level of its catalog's OpenShift version. */
export function renderCommand(kind: TemplateKind, template: string, catalog: string, file: string): string {
  const migrate = csvMetadataLevel(catalog) ? ' --migrate-level bundle-object-to-csv-metadata' : '';
  return `opm alpha render-template ${kind} -o yaml${migrate} ${shellWord(template)} > ${shellWord(file)}`;
}
