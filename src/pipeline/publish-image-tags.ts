// The tags of a published catalog image: templates with `{catalog}` (the catalog directory's
// name), `{commit}` and `{short}` (the source commit, whole or its first 12 hex digits; git
// sources only). By default the catalog's name, and for a git source also name-short, so that
// every commit's image stays pullable by tag after the next one moves the first.
import { SourceError } from '../source/source-error.js';

export const DEFAULT_TAGS = ['{catalog}'] as const;
export const DEFAULT_COMMIT_TAGS = ['{catalog}', '{catalog}-{short}'] as const;

/** The distribution spec's tag grammar. */
const TAG = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** Checks the templates before anything is pushed; a template naming a commit needs a git source. */
export function checkTemplates(templates: readonly string[], hasCommit: boolean): void {
  for (const t of templates) {
    const unknown = [...t.matchAll(/\{([^}]*)\}/g)]
      .map((m) => m[1]!)
      .find((k) => !['catalog', 'commit', 'short'].includes(k));
    if (unknown !== undefined)
      throw new SourceError(`--tag ${t}: unknown placeholder {${unknown}} (known: {catalog}, {commit}, {short})`);
    if (!hasCommit && /\{(commit|short)\}/.test(t))
      throw new SourceError(`--tag ${t}: {commit} and {short} need a git: SOURCE (a directory has no commit)`);
  }
}

export function expandTags(
  templates: readonly string[],
  vars: { readonly catalog: string; readonly commit?: string | undefined },
): string[] {
  const tags = templates.map((t) =>
    t
      .replaceAll('{catalog}', vars.catalog)
      .replaceAll('{commit}', vars.commit ?? '')
      .replaceAll('{short}', (vars.commit ?? '').slice(0, 12)),
  );
  for (const tag of tags)
    if (!TAG.test(tag))
      throw new SourceError(
        `"${tag}" (the tag of catalog ${vars.catalog}) is not a valid tag: letters, digits, _ . -, at most 128, ` +
          `not starting with . or -; choose one with --tag`,
      );
  return [...new Set(tags)];
}

/** Refuses tags that would name two catalogs' images: the second push would move the first's tag. */
export function checkDistinctTags(
  planned: readonly { readonly catalog: string; readonly tags: readonly string[] }[],
): void {
  const taggedBy = new Map<string, string>();
  for (const { catalog, tags } of planned)
    for (const tag of tags) {
      const other = taggedBy.get(tag);
      if (other !== undefined)
        throw new SourceError(
          `catalogs ${other} and ${catalog} would both be tagged ${tag}: choose tags that tell them apart (--tag)`,
        );
      taggedBy.set(tag, catalog);
    }
}
