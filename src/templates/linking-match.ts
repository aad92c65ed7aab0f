// Which opm linkings (opm-linking.ts) a rendered catalog's channels agree with: the drift check
// follows the behaviour the base side's catalogs match, so that a catalog rendered by an older
// opm is never reported as drifted when only the opm release explains the difference.
import type { TemplateBundle } from './semver-expectation.js';
import { semverChannelsOf } from './semver-expectation.js';
import type { GeneratedChannels } from './semver-channels.js';
import { OPM_LINKINGS, type OpmLinking } from './opm-linking.js';
import type { SemverTemplate } from './semver-read.js';

/** A channel as the rendered catalog has it. */
export interface RenderedChannel {
  readonly name: string;
  readonly entries: readonly {
    readonly name: string;
    readonly replaces?: string;
    readonly skips?: readonly string[];
    readonly skipRange?: string;
  }[];
}

export interface RenderedPackage {
  readonly defaultChannel?: string;
  readonly channels: readonly RenderedChannel[];
}

const entryKey = (e: RenderedChannel['entries'][number]): string =>
  JSON.stringify([e.name, e.replaces ?? '', [...(e.skips ?? [])].sort(), e.skipRange ?? '']);

const channelKey = (c: RenderedChannel): string => JSON.stringify([c.name, c.entries.map(entryKey).sort()]);

/**
 * Whether generated channels say what the rendered ones do: the same channels, the same entries
 * with the same replaces and skips (skips as sets: their order is a rendering detail), and the same
 * default channel when `rendered` names one.
 */
export function sameChannels(generated: GeneratedChannels, rendered: RenderedPackage): boolean {
  if (rendered.defaultChannel !== undefined && rendered.defaultChannel !== generated.defaultChannel) return false;
  const a = generated.channels.map(channelKey).sort();
  const b = rendered.channels.map(channelKey).sort();
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

/** The linkings under which the template over `bundles` renders `rendered`'s channels (none: drift). */
export function linkingsMatching(
  t: SemverTemplate,
  bundles: readonly TemplateBundle[],
  rendered: RenderedPackage,
): OpmLinking[] {
  return OPM_LINKINGS.filter((linking) => {
    const r = semverChannelsOf(t, bundles, linking);
    return !Array.isArray(r) && sameChannels(r.generated, rendered);
  });
}
