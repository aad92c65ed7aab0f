// What a catalog template (operator-registry's alpha/template: basic or semver) says the catalog
// rendered from it must hold. Both template kinds are read into this shape, so drift is one
// comparison whatever the kind; what only a bundle image could tell (a bundle's contents, the icon
// and description the semver template copies from the head bundle's CSV) is left out and compared
// against the catalog's own bundles instead.

/** One non-bundle document the rendered catalog must hold, as its JSON value. */
export type ExpectedDocument = Readonly<Record<string, unknown>>;

export interface TemplateExpectation {
  /** `basic` or `semver`: the template's `schema` (olm.template.basic, olm.semver). */
  readonly kind: 'basic' | 'semver';
  /** The package the template renders. */
  readonly package: string;
  /** The non-bundle documents (olm.package, olm.channel, olm.deprecations, …), in the template's order. */
  readonly documents: readonly ExpectedDocument[];
  /** The bundle images the catalog must hold: each `olm.bundle` image, once, in the template's order. */
  readonly bundleImages: readonly string[];
}

/** Why a template cannot be read: a message and, when known, the 1-based line of the template file. */
export interface TemplateProblem {
  readonly message: string;
  readonly line?: number;
  /** Set when the template reads but names a bundle image the rendered catalog lacks: the image. */
  readonly image?: string;
}
