// What loading a catalog reports, in the format's own terms: the catalog layer sits below the rule
// table and the findings (src/model), so it names the ids of the checks it runs itself. A
// LoadProblem is a model Draft as it is (rules/validate.ts and diff/incremental.ts take them as
// drafts, and the type checker holds each id here to the rule table's).
import type { Path } from './declcfg.js';
import type { DecodeProblem, RawDocument, SourceProblem } from './types.js';
import type { MetaProblem } from './meta.js';
import type { TypedProblem } from './typed.js';

export type LoadRule =
  | SourceProblem['rule']
  | DecodeProblem['rule']
  | MetaProblem['rule']
  | TypedProblem['rule']
  | 'property-invalid'
  | 'yaml-type-surprise';

export interface LoadProblem {
  readonly rule: LoadRule;
  readonly message: string;
  readonly package?: string | undefined;
  readonly channel?: string | undefined;
  readonly bundle?: string | undefined;
  readonly at:
    | { readonly doc: RawDocument; readonly path?: Path }
    | { readonly file: string; readonly line?: number; readonly column?: number };
}

/** The objects a problem is about. */
export type LoadWho = Pick<LoadProblem, 'package' | 'channel' | 'bundle'>;
