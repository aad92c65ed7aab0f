// Which opm template a file is, by its `schema` as operator-registry's registry reads it (the first
// document's `schema`, any case of the key): olm.template.basic or olm.semver.
import { readYamlDocument } from '../config/yaml-document.js';
import type { TemplateKind } from './renderings.js';

export function templateKind(text: string): TemplateKind | undefined {
  const read = readYamlDocument(text, 'template');
  const v = 'value' in read ? read.value : undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const key = Object.keys(v).find((k) => k.toLowerCase() === 'schema');
  const schema = key === undefined ? undefined : (v as Record<string, unknown>)[key];
  return schema === 'olm.template.basic' ? 'basic' : schema === 'olm.semver' ? 'semver' : undefined;
}
