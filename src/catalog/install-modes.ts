// A ClusterServiceVersion's spec.installModes, and olm.csv.metadata's installModes (opm copies the
// same Go type), as OLM reads them: operator-framework/api's []v1alpha1.InstallMode decoded by
// encoding/json. Every entry is kept, in order, because the two OLMs read the list differently:
// OLM classic refuses a list naming a type twice (NewInstallModeSet), OLM v1 takes every entry
// marked supported (a set), so a duplicate must stay visible to whoever asks.
import { isJsonObject, type JsonValue } from './goyaml/json-value.js';
import { goField } from './meta.js';

/** The install mode types OLM acts on (v1alpha1.InstallModeType's constants). */
export type InstallModeType = 'AllNamespaces' | 'OwnNamespace' | 'SingleNamespace' | 'MultiNamespace';

const TYPES: ReadonlySet<string> = new Set<InstallModeType>([
  'AllNamespaces',
  'OwnNamespace',
  'SingleNamespace',
  'MultiNamespace',
]);

/** Whether `t` is a type OLM acts on: Go compares the values exactly (`allnamespaces` is none of them). */
export const isInstallModeType = (t: string): t is InstallModeType => TYPES.has(t);

/** One entry (v1alpha1.InstallMode): `type` as written, any string; unknown types are kept, and ignored by OLM. */
export interface InstallMode {
  readonly type: string;
  readonly supported: boolean;
}

/**
 * The entries of an installModes value. Field names match case-insensitively (goField), as Go's
 * do. What Go cannot assign stays the zero value: an entry that is not an object is
 * `{type: '', supported: false}`, a `type` that is not a string is '', a `supported` that is not
 * `true` is false; a value that is not a list (absent, null, a mapping) is no entries.
 */
export function readInstallModes(list: JsonValue | undefined): InstallMode[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    if (!isJsonObject(entry)) return { type: '', supported: false };
    const type = goField(entry, 'type');
    return { type: typeof type === 'string' ? type : '', supported: goField(entry, 'supported') === true };
  });
}

/** The types OLM acts on that some entry marks supported: OLM v1's reading, where a duplicate merges. */
export function supportedInstallModes(modes: readonly InstallMode[]): Set<InstallModeType> {
  const out = new Set<InstallModeType>();
  for (const m of modes) if (m.supported && isInstallModeType(m.type)) out.add(m.type);
  return out;
}
