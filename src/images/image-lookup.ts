// What the core asks of a container registry, and what it gets back. The core (image rules, the
// CRD check) works on these answers as data; src/registry implements the lookup over the OCI
// distribution API, and tests can answer from a table. Answers never carry a credential.

/** What the registry said about one image reference. */
export type ImageAnswer =
  /** The manifest exists; `digest` is what the reference resolves to (a digest reference: itself). */
  | { readonly state: 'found'; readonly digest: string }
  /** The registry answered that there is no such manifest or repository (404, MANIFEST_UNKNOWN, NAME_UNKNOWN). */
  | { readonly state: 'missing'; readonly detail: string }
  /** No answer to trust: unreachable, timed out, credentials refused, 5xx after retries, an unusable reply. */
  | { readonly state: 'unverified'; readonly detail: string };

/** A regular file of an image's filesystem (its layers applied in order, whiteouts honoured). */
export interface ImageFile {
  /** Path inside the image, without a leading slash: `manifests/foo.crd.yaml`. */
  readonly path: string;
  readonly content: Uint8Array;
}

export type ImageFiles =
  | { readonly state: 'found'; readonly digest: string; readonly files: readonly ImageFile[] }
  | { readonly state: 'missing' | 'unverified'; readonly detail: string };

/** A catalog image's configs as a cluster loads them, keyed by path relative to the configs directory. */
export type CatalogImageAnswer =
  | { readonly state: 'found'; readonly digest: string; readonly files: ReadonlyMap<string, Uint8Array> }
  | { readonly state: 'missing' | 'unverified'; readonly detail: string };

/** A bundle image's config labels and its files under manifests/ and metadata/. */
export type BundleImageAnswer =
  | {
      readonly state: 'found';
      readonly digest: string;
      readonly labels: Readonly<Record<string, string>>;
      readonly files: readonly ImageFile[];
    }
  | { readonly state: 'missing' | 'unverified'; readonly detail: string };

export interface ImageLookup {
  /** Whether the reference exists, and its digest. The same reference asked twice in a run costs one request. */
  resolve(ref: string): Promise<ImageAnswer>;
  /**
   * The regular files under `dir` (e.g. `manifests/`) of the image; for an index, of its
   * linux/amd64 manifest (else the first). Bounded: a layer or file too large is `unverified`.
   */
  files(ref: string, dir: string): Promise<ImageFiles>;
  /**
   * The configs of the catalog image `ref`, read as catalogd reads them (linux/amd64, the configs
   * label, whiteouts); absent where the lookup cannot read catalog images.
   */
  catalog?(ref: string): Promise<CatalogImageAnswer>;
  /** What `opm render` reads of the bundle image `ref`; absent where the lookup cannot read bundles. */
  bundle?(ref: string): Promise<BundleImageAnswer>;
}
