// The templates that render the catalogs of packages whose findings ask for a catalog edit, read
// from the base revision (as owners are): ci.yaml's fbc.catalog_mapping and whether
// operators/<pkg>/catalog-templates/ exists. Only those packages are looked up: a git call or two
// per review that has such a finding, none otherwise.
import { entriesAt } from '../git/changed-paths.js';
import type { Finding } from '../model/finding.js';
import {
  CATALOG_EDIT_RULES,
  ciYamlPath,
  templateDir,
  templatePackage,
  templatesOf,
  withTemplateNotes,
} from '../ownership/catalog-templates.js';
import { readBaseFiles } from './base-files.js';

export function templateNotes(repo: string, base: string, findings: readonly Finding[]): Finding[] {
  const pkgs = [
    ...new Set(
      findings
        .filter((f) => CATALOG_EDIT_RULES.has(f.rule) && f.package !== undefined && templatePackage(f.package))
        .map((f) => f.package!),
    ),
  ];
  if (pkgs.length === 0) return [...findings];
  const files = readBaseFiles(repo, base, pkgs.map(ciYamlPath));
  const dirs = entriesAt(repo, base, pkgs.map(templateDir));
  const templates = new Map(
    pkgs.map((p) => {
      const ci = files.get(ciYamlPath(p));
      return [p, templatesOf(p, ci && 'text' in ci ? ci.text : undefined, dirs.get(templateDir(p))?.type === 'tree')];
    }),
  );
  return withTemplateNotes(findings, templates);
}
