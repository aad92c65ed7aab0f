// Where a package's catalogs come from in the community layout: a template under
// operators/<pkg>/catalog-templates/, named per catalog by ci.yaml's `fbc.catalog_mapping`
// (`template_name`, `catalog_names` such as v4.16), rendered into catalogs/<name>/<pkg>/. A hand
// edit of a rendered catalog is overwritten at the next render, so a warning asking for a catalog
// change must say to change the template instead. Read from the side holding the catalog, as data.
import type { Finding } from '../model/finding.js';
import type { CiYaml } from '../config/ci-yaml.js';
import { templatesDir } from '../templates/renderings.js';
import { SEMVER_SCHEMA } from '../templates/semver-read.js';

/** A template of a package: the file (or, with no mapping, the directory) and the catalogs it renders. */
export interface TemplateSource {
  readonly path: string;
  /** Catalog names (`v4.16`) it renders; absent: the directory, whatever catalog. */
  readonly catalogs?: readonly string[];
  /** The mapping's `type` says a semver template: it generates the channels (replaces, skips). */
  readonly semver?: true;
}

/**
 * The templates of `pkg`: each `fbc.catalog_mapping` entry of its ci.yaml, or the
 * catalog-templates directory when base has one and no mapping names a template. A ci.yaml that
 * does not read gives none (its owners finding says why).
 */
export function templatesOf(pkg: string, ci: CiYaml | undefined, hasDir: boolean): TemplateSource[] {
  const mapping = ci?.catalogMapping ?? [];
  const out: TemplateSource[] = mapping.map((m) => ({
    path: `${templatesDir(pkg)}/${m.templateName}`,
    ...(m.catalogNames ? { catalogs: m.catalogNames } : {}),
    ...(m.type === SEMVER_SCHEMA ? { semver: true as const } : {}),
  }));
  if (out.length === 0 && hasDir) out.push({ path: `${templatesDir(pkg)}/` });
  return out;
}

/** The template that renders `catalog` (its last path segment is the catalog name). */
function templateFor(catalog: string, sources: readonly TemplateSource[]): TemplateSource | undefined {
  const name = catalog.slice(catalog.lastIndexOf('/') + 1);
  return sources.find((s) => s.catalogs?.includes(name)) ?? sources.find((s) => s.catalogs === undefined);
}

/** Rules whose fix is an edit of the catalog: where a template renders it, the edit goes there. */
export const CATALOG_EDIT_RULES: ReadonlySet<string> = new Set(['semantics-divergence']);

/**
 * The findings, those asking for a catalog edit in a catalog a template renders saying so: a
 * hand edit would be overwritten, so the change goes into the template, then a render.
 */
export function withTemplateNotes(
  findings: readonly Finding[],
  templates: ReadonlyMap<string, readonly TemplateSource[]>,
): Finding[] {
  return findings.map((f) => {
    if (!CATALOG_EDIT_RULES.has(f.rule) || f.package === undefined || f.catalog === undefined) return f;
    const t = templateFor(f.catalog, templates.get(f.package) ?? []);
    if (!t) return f;
    const from = t.catalogs ? `${t.path} (ci.yaml fbc.catalog_mapping)` : `a template in ${t.path}`;
    if (t.semver) {
      // The semver template writes no replaces or skips of its own: the rule's "add the missing
      // replaces/skips" cannot be done there, and done in the catalog it is undone at the next render.
      const cut = f.message.lastIndexOf('; ');
      return {
        ...f,
        message:
          `${cut < 0 ? f.message : f.message.slice(0, cut)}. This catalog is rendered from ${from}, a semver ` +
          `template that generates the channels' replaces and skips: a hand edit here is overwritten at the next ` +
          `render; change the template (its bundles, GenerateMajorChannels, GenerateMinorChannels), then render ` +
          `the catalogs again`,
      };
    }
    return {
      ...f,
      message:
        `${f.message}. This catalog is rendered from ${from}: a hand edit here is overwritten at the next ` +
        `render; make the change in the template, then render the catalogs again`,
    };
  });
}
