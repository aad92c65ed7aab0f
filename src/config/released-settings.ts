// The released-index baseline of .github/fbc-bot.yaml (`released`): per catalog glob, the index
// image users already install from, and the channels that are pre-release there. A diff compares
// head against it (diff/released-removals.ts). Read from the base side like every setting, so a
// pull request cannot point its own baseline elsewhere.
import { compileGoGlob, goMatch, validGlob } from '../catalog/gomatch.js';
import { pathUnder } from '../model/consumers.js';

export interface ReleasedSetting {
  /** Catalog paths as `overrides` and `consumers` match them. */
  readonly catalogs: readonly string[];
  /** The published index's pull spec; `{catalog}` stands for the catalog directory's name (`v4.16`). */
  readonly index: string;
  /** Channel names (Go filepath.Match) that are pre-release: removing from them is a warning, not an error. */
  readonly preRelease?: readonly string[];
}

const ITEM = { type: 'string', minLength: 1 } as const;

export const RELEASED_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['catalogs', 'index'],
    properties: {
      catalogs: { type: 'array', minItems: 1, items: ITEM },
      index: ITEM,
      preRelease: { type: 'array', items: ITEM },
    },
  },
} as const;

type Fail = (pointer: string, what: string) => Error;

export function checkReleased(released: readonly ReleasedSetting[] | undefined, fail: Fail): void {
  released?.forEach((r, i) => {
    r.catalogs.forEach((p, j) => {
      if (!validGlob(p))
        throw fail(`/released/${i}/catalogs/${j}`, `"${p}" is not a valid pattern (Go filepath.Match syntax)`);
    });
    r.preRelease?.forEach((p, j) => {
      if (p.includes('/') || compileGoGlob(p) === null)
        throw fail(`/released/${i}/preRelease/${j}`, `"${p}" is not a channel name pattern (Go filepath.Match)`);
    });
    if (/\s/.test(r.index))
      throw fail(`/released/${i}/index`, `"${r.index}" is not an image pull spec (e.g. quay.io/org/index:{catalog})`);
  });
}

/** What `catalog` (a report path) is compared against: the last matching entry, its index named for the catalog. */
export interface ReleasedBaseline {
  /** The pull spec, `image:` prefix removed and `{catalog}` replaced. */
  readonly index: string;
  readonly preRelease: (channel: string) => boolean;
}

export function releasedFor(
  released: readonly ReleasedSetting[] | undefined,
  catalog: string,
): ReleasedBaseline | undefined {
  const entry = (released ?? []).filter((r) => r.catalogs.some((p) => pathUnder(catalog, p))).at(-1);
  if (!entry) return undefined;
  const name = catalog.slice(catalog.lastIndexOf('/') + 1);
  const spec = entry.index.startsWith('image:') ? entry.index.slice('image:'.length) : entry.index;
  const patterns = entry.preRelease ?? [];
  return {
    index: spec.replaceAll('{catalog}', name),
    preRelease: (channel) => patterns.some((p) => goMatch(p, channel)),
  };
}
