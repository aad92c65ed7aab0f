// Registry access on the command line: --check-images' lookup, the bundle images `render
// --check-images` reads, and the `image:` sources a command reads, all with credentials from the
// docker configuration the environment names ($REGISTRY_AUTH_FILE, $DOCKER_CONFIG,
// ~/.docker/config.json), read before the run so that a malformed file is an error naming it
// (exit 2), not a late surprise, and plain HTTP for loopback and the configuration's
// policy.insecureRegistries.
import { ConfigError, type Policy } from '../config/config.js';
import { loadSingleCatalog } from '../pipeline/validate-run.js';
import type { CatalogResult } from '../rules/validate.js';
import { readConfig } from '../source/config-source.js';
import type { ImageLookup } from '../images/image-lookup.js';
import type { ImageAccess } from '../pipeline/image-answers.js';
import { createRegistryLookup, readDockerAuths, type DockerAuths } from '../registry/index.js';
import { createClient } from '../registry/options.js';
import { isImageSource, readImageSources, type ImageSources } from '../source/image-catalogs.js';

/**
 * A catalog image is one large read (a whole index's configs under a base image): a request may
 * take minutes on a slow link, where the image check's are small and many.
 */
const IMAGE_SOURCE_REQUEST_MS = 300_000;
const IMAGE_SOURCE_DEADLINE_MS = 900_000;
const BUNDLE_FILES_BYTES = 512 * 1024 * 1024;

function cliAuths(env: NodeJS.ProcessEnv): DockerAuths {
  try {
    return readDockerAuths(env);
  } catch (e) {
    throw new ConfigError(e instanceof Error ? e.message : String(e));
  }
}

export function cliImageAccess(env: NodeJS.ProcessEnv): ImageAccess {
  const auths = cliAuths(env);
  return (policy) =>
    createRegistryLookup({
      auths,
      ...(policy.insecureRegistries ? { insecureRegistries: policy.insecureRegistries } : {}),
      ...(policy.imageCheckSeconds !== undefined ? { deadlineMs: policy.imageCheckSeconds * 1000 } : {}),
    });
}

/**
 * The bundle images one `render --check-images` reads: every bundle a template lists, whole
 * manifests kept (a package's CRDs and CSVs run to tens of MiB, past the image check's bound for
 * the CRDs it keeps), and time for them all.
 */
export function cliBundleImages(env: NodeJS.ProcessEnv, policy: Policy): ImageLookup {
  return createRegistryLookup({
    auths: cliAuths(env),
    ...(policy.insecureRegistries ? { insecureRegistries: policy.insecureRegistries } : {}),
    deadlineMs: IMAGE_SOURCE_DEADLINE_MS,
    deadlineSetting: 'the bundle images of one render',
    runHeldBytes: BUNDLE_FILES_BYTES,
  });
}

/**
 * The `image:` sources among `sources`, read (undefined when there is none); `policy` is asked
 * only then (it reads the configuration). A source that cannot be read is a SourceError (exit 2).
 */
export async function cliImageSources(
  sources: readonly string[],
  env: NodeJS.ProcessEnv,
  policy: () => Policy,
): Promise<ImageSources | undefined> {
  if (!sources.some(isImageSource)) return undefined;
  const insecure = policy().insecureRegistries;
  const client = createClient({
    auths: cliAuths(env),
    ...(insecure ? { insecureRegistries: insecure } : {}),
    timeoutMs: IMAGE_SOURCE_REQUEST_MS,
    deadlineMs: IMAGE_SOURCE_DEADLINE_MS,
    deadlineSetting: 'the image sources of one command',
  });
  return readImageSources(sources, client);
}

/** The one catalog of `graph` and `resolve`: SOURCE (a directory, `git:` or `image:`) loaded whole. */
export async function singleSourceCatalog(source: string, repo: string | undefined): Promise<CatalogResult> {
  const images = await cliImageSources([source], process.env, () => readConfig(undefined, source, repo).policy);
  return loadSingleCatalog(source, repo, images);
}
