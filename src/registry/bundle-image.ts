// A bundle image's config labels (opm tells a bundle image from a catalog image by them), read
// from the image's config: for an index, its linux/amd64 image's, as files.ts picks it.
import { imageConfig } from './catalog-image.js';
import type { Target } from './endpoint.js';
import { imageManifest } from './files.js';
import { getManifest } from './manifest.js';
import type { Client } from './options.js';

/** The label opm's render reads to tell a bundle image. */
export const BUNDLE_PACKAGE_LABEL = 'operators.operatorframework.io.bundle.package.v1';

export async function imageLabels(client: Client, t: Target): Promise<Record<string, string>> {
  const manifest = await imageManifest(client, t, await getManifest(client, t, t.reference));
  const config = await imageConfig(client, t, manifest, `image ${t.canonical}`);
  const labels = (config as { config?: { Labels?: unknown } } | null)?.config?.Labels;
  if (typeof labels !== 'object' || labels === null) return {};
  // fromEntries defines each key as data: a label named __proto__ stays a label.
  return Object.fromEntries(Object.entries(labels).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
