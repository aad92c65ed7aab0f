// olm.constraint (OLM's generic dependency): exactly one of gvk, package, cel, all, any, not;
// compound constraints nest; CEL rules must compile; and OLM refuses values over 2<<16 bytes
// (operator-framework/api constraints.Parse). opm checks none of it.
import { isJsonObject, type JsonObject, type JsonValue } from '../catalog/goyaml/json-value.js';
import { goField } from '../catalog/meta.js';
import { parseBlangRange } from '../semver/blang-range.js';
import { celRuleError } from './cel.js';
import { clipMessage, quoteValue } from './quote.js';

export const MAX_CONSTRAINT_BYTES = 2 << 16;
const KINDS = ['gvk', 'package', 'cel', 'all', 'any', 'not'] as const;

const str = (o: JsonObject, k: string): string | undefined => {
  const v = goField(o, k);
  return typeof v === 'string' ? v : undefined;
};

/** The first problem of a constraint (at `where`, a readable path), or undefined. */
export function constraintError(v: JsonValue | undefined, where = 'value'): string | undefined {
  if (!isJsonObject(v)) return `${where} must be an object with one of ${KINDS.join(', ')}`;
  const present = KINDS.filter((k) => goField(v, k) !== undefined && goField(v, k) !== null);
  if (present.length !== 1)
    return (
      `${where} must have exactly one of ${KINDS.join(', ')} (found ` +
      `${present.length === 0 ? 'none' : present.join(', ')})`
    );
  const fm = goField(v, 'failureMessage');
  if (fm !== undefined && fm !== null && typeof fm !== 'string') return `${where}.failureMessage must be a string`;
  const kind = present[0]!;
  const body = goField(v, kind);
  const at = `${where}.${kind}`;
  switch (kind) {
    case 'gvk': {
      if (!isJsonObject(body)) return `${at} must be an object {group, version, kind}`;
      const missing = ['group', 'version', 'kind'].filter((k) => !str(body, k));
      return missing.length > 0 ? `${at} needs a non-empty ${missing.join(', ')}` : undefined;
    }
    case 'package': {
      if (!isJsonObject(body)) return `${at} must be an object {packageName, versionRange}`;
      if (!str(body, 'packageName')) return `${at}.packageName must be a non-empty string`;
      const range = str(body, 'versionRange');
      if (range === undefined) return `${at}.versionRange must be a string`;
      const r = parseBlangRange(range);
      return r.ok ? undefined : `${at}.versionRange ${quoteValue(range)} does not parse: ${clipMessage(r.error)}`;
    }
    case 'cel': {
      if (!isJsonObject(body)) return `${at} must be an object {rule}`;
      const rule = str(body, 'rule');
      if (rule === undefined) return `${at}.rule must be a string`;
      const e = celRuleError(rule);
      return e ? `${at}: ${e}` : undefined;
    }
    default: {
      const list = isJsonObject(body) ? goField(body, 'constraints') : undefined;
      if (!Array.isArray(list) || list.length === 0)
        return `${at} must be an object {constraints: [...]} with at least one constraint`;
      for (let i = 0; i < list.length; i++) {
        const e = constraintError(list[i], `${at}.constraints[${i}]`);
        if (e) return e;
      }
      return undefined;
    }
  }
}

/** The size OLM measures: the property value as JSON. */
export function constraintBytes(v: JsonValue): number {
  return Buffer.byteLength(JSON.stringify(v), 'utf8');
}
