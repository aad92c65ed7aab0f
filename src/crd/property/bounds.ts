// crdify's eight bound validations: a bound where there was none, a lower maximum or a higher
// minimum rejects values that were valid; relaxing or removing a bound is fine.
import type { Schema } from '../schema.js';
import type { PropertyIssue } from '../issue.js';

const MAXIMA = ['maximum', 'maxItems', 'maxLength', 'maxProperties'] as const;
const MINIMA = ['minimum', 'minItems', 'minLength', 'minProperties'] as const;

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

export function boundsIssues(a: Schema, b: Schema): PropertyIssue[] {
  const out: PropertyIssue[] = [];
  for (const [keys, kind, tighter] of [
    [MAXIMA, 'maximum', (o: number, n: number) => n < o],
    [MINIMA, 'minimum', (o: number, n: number) => n > o],
  ] as const) {
    for (const k of keys) {
      const old = num(a[k]);
      const neu = num(b[k]);
      delete a[k];
      delete b[k];
      if (neu === undefined) continue;
      if (old === undefined)
        out.push({
          rule: 'crd-bounds-tightened',
          validation: k,
          message: `${kind} constraint added when there was none previously: ${neu}`,
        });
      else if (tighter(old, neu))
        out.push({
          rule: 'crd-bounds-tightened',
          validation: k,
          message: `${kind} ${kind === 'maximum' ? 'decreased' : 'increased'}: ${old} → ${neu}`,
        });
    }
  }
  return out;
}
