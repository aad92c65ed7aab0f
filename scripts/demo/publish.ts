// The demo's last step: the merged catalog published as a catalog image to a registry on loopback
// (Debian's docker-registry, a stand-in opm base built by umoci and pushed by skopeo), by the
// Action's mode publish-image on the merge's push; its digest and read-back verdict printed.
// Without those tools it says which are missing and how to get them, and the demo goes on.
import type { ActionRun } from '../../test/action/run-main.js';
import { buildImage, ociLayout, push, removeLayout } from '../../test/helpers/oci-image.js';
import { INSTALL, missingRegistryTools, startRegistry } from '../../test/helpers/registry.js';

export interface PublishStepOptions {
  /** Runs the Action on an event in the runner's checkout. */
  readonly act: (event: string, payload: unknown, inputs: Record<string, string>) => Promise<ActionRun>;
  /** The push event of the merge. */
  readonly payload: unknown;
  readonly print: (text: string) => void;
  /** Where the tools are looked for (default: PATH). */
  readonly path?: string;
}

export type PublishStep =
  | { readonly skipped: string }
  | { readonly code: number | null; readonly outcome?: string; readonly digest?: string; readonly readBack?: string };

interface Published {
  readonly catalogs?: readonly {
    catalog: string;
    digest: string;
    pullSpec: string;
    tags: string[];
    readBack: string;
  }[];
}

export async function publishStep(opts: PublishStepOptions): Promise<PublishStep> {
  const { print } = opts;
  const missing = missingRegistryTools(opts.path);
  if (missing.length > 0) {
    const note = `${missing.join(', ')} not installed (${INSTALL}): the merged catalog is not published`;
    print(note);
    return { skipped: note };
  }
  const registry = await startRegistry();
  try {
    const layout = ociLayout();
    const base = `${registry.host}/operator-framework/opm:demo`;
    try {
      // A stand-in for opm's image: one layer with /bin/opm (publishing never runs it).
      buildImage(layout, 'opm', [{ 'bin/opm': '#!/bin/sh\necho opm\n' }]);
      push(layout, 'opm', base);
    } finally {
      removeLayout(layout);
    }
    const to = `${registry.host}/example/catalog`;
    print(`A registry on ${registry.host} holds the base ${base}; the Action runs with mode: publish-image.`);
    const run = await opts.act('push', opts.payload, { mode: 'publish-image', 'base-image': base, 'publish-to': to });
    let published: Published = {};
    try {
      published = JSON.parse(run.outputs['published-images'] ?? '{}') as Published;
    } catch {
      // Printed below as it is: no catalog.
    }
    const c = published.catalogs?.[0];
    if (c !== undefined)
      print(
        `\n${c.catalog} → ${c.pullSpec}\n  digest:    ${c.digest}\n  read back: ${c.readBack}` +
          `\n  tags:      ${c.tags.join(', ') || 'none'}`,
      );
    print(`publish-outcome=${run.outputs['publish-outcome'] ?? '—'}; the step exits ${run.code}.`);
    return {
      code: run.code,
      ...(run.outputs['publish-outcome'] !== undefined ? { outcome: run.outputs['publish-outcome'] } : {}),
      ...(c ? { digest: c.digest, readBack: c.readBack } : {}),
    };
  } finally {
    await registry.stop();
  }
}
