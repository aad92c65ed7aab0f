// The documents as written (operator-registry's declcfg), typed, each keeping its document for
// positions. The validated graph view is built from these by the rules (rules/link-model.ts).
import type { JsonValue } from './goyaml/json-value.js';
import type { RawDocument } from './types.js';

export type Path = readonly (string | number)[];

export interface DProperty {
  readonly type: string;
  /** Whether the `value` key is there at all (opm: "unexpected end of JSON input" when not). */
  readonly present: boolean;
  /** The value, for the types rules read. `olm.csv.metadata` and `olm.bundle.object` values,
   * checked while loading and by far the bulk of a catalog, are not kept (undefined although
   * present): what needs them re-reads the document. */
  readonly value: JsonValue | undefined;
  readonly index: number;
  /** The value does not have the shape opm decodes this property type into (property-invalid). */
  readonly invalid: boolean;
}

interface Located {
  readonly doc: RawDocument;
  /** True when decoding this document already produced a fixed error: dependent checks skip it. */
  readonly broken: boolean;
}

export interface DPackage extends Located {
  readonly name: string;
  readonly defaultChannel: string;
  readonly properties: readonly DProperty[];
}

export interface DEntry {
  readonly name: string;
  readonly replaces: string;
  readonly skips: readonly string[];
  readonly skipRange: string;
  readonly index: number;
}

export interface DChannel extends Located {
  readonly name: string;
  readonly package: string;
  readonly entries: readonly DEntry[];
  readonly properties: readonly DProperty[];
}

export interface DRelatedImage {
  readonly name: string;
  readonly image: string;
}

export interface DBundle extends Located {
  readonly name: string;
  readonly package: string;
  readonly image: string;
  readonly properties: readonly DProperty[];
  readonly relatedImages: readonly DRelatedImage[];
}

export interface DDeprecationEntry {
  readonly schema: string;
  readonly name: string;
  readonly message: string;
  readonly index: number;
}

export interface DDeprecation extends Located {
  readonly package: string;
  readonly entries: readonly DDeprecationEntry[];
}

export interface DeclCfg {
  readonly packages: DPackage[];
  readonly channels: DChannel[];
  readonly bundles: DBundle[];
  readonly deprecations: DDeprecation[];
  others: number;
}
