// Which situation a drift between a template and the catalog rendered from it is, told from what the
// change touched, and the advice each gets: the render command fixes all of them, but what happened
// (a hand edit, a stale render, a template changed without a render, drift base already had) decides
// whether the change is to blame and whether the template or only the catalog needs work. Pure.
import type { Drift } from './drift.js';
import type { TemplateKind } from './renderings.js';

/** What is known of one drift of head: what the change did to the template, the catalog and the mapping. */
export interface DriftFacts {
  readonly kind: TemplateKind;
  /** The one-line render command of the catalog. */
  readonly command: string;
  /** The change edited the template (or added it). */
  readonly templateChanged: boolean;
  /** The change edited the catalog's directory (or added it). */
  readonly catalogChanged: boolean;
  /** Base's mapping already rendered the template into this directory. */
  readonly mappedBefore: boolean;
  /** Base has the same difference, between its own template and catalog. */
  readonly inBase: boolean;
  readonly shape?: Drift['shape'];
  /**
   * Set when the change edited the template and base's version of it reads: whether the catalog agrees
   * with base's version on this point (it still holds the render of the template before the change).
   */
  readonly older?: boolean;
}

export type Situation = 'predates' | 'not-rendered' | 'stale' | 'hand-edit';

export function driftSituation(f: DriftFacts): Situation {
  // Neither the template, nor the catalog, nor the mapping between them changed: nothing the change did.
  if (f.inBase || (!f.templateChanged && !f.catalogChanged && f.mappedBefore)) return 'predates';
  if (f.templateChanged && !f.catalogChanged) return 'not-rendered';
  if (f.shape === 'level' || f.shape === 'bundle') return 'stale';
  if (f.older !== undefined) return f.older ? 'stale' : 'hand-edit';
  return f.shape === 'lacks' ? 'stale' : 'hand-edit';
}

const HAND_EDIT = {
  basic:
    'a hand edit of a rendered catalog is overwritten at the next render: make the change in the template, then ' +
    'render: ',
  semver:
    'the semver template generates the channels, so a hand edit of the catalog is overwritten at the next render: ' +
    'change the template (its bundles, GenerateMajorChannels, GenerateMinorChannels), then render: ',
};

/** What happened and how to fix it, after the difference itself. */
export function driftAdvice(s: Situation, f: DriftFacts): string {
  switch (s) {
    case 'predates':
      return (
        'base already has this difference: it predates this pull request, which is not failed for it; to bring ' +
        `the catalog in step with the template, render it: ${f.command}`
      );
    case 'not-rendered':
      return `the template changed without the catalog: render the catalog again: ${f.command}`;
    case 'stale':
      return stale(f);
    case 'hand-edit': {
      const what = f.templateChanged
        ? 'this pull request changed the template and the catalog, which holds what neither version of the ' +
          'template renders'
        : 'this pull request changed the catalog, not the template';
      return `${what}: ${HAND_EDIT[f.kind]}${f.command}`;
    }
  }
}

function stale(f: DriftFacts): string {
  const render = `render it again: ${f.command}`;
  if (f.shape === 'level')
    return (
      'stale render: the catalog was rendered with another migrate level than its OpenShift version takes (another ' +
      `render command or an older opm): ${render}`
    );
  if (f.shape === 'bundle')
    return (
      "stale render: a bundle's contents come from its image, so the catalogs one template renders differ on it " +
      `only when one was rendered at another time (the image or opm changed since) or edited by hand: ${render}`
    );
  if (f.older)
    return (
      'stale render: the catalog still holds what the template rendered before this pull request changed it: ' + render
    );
  return (
    'stale render: the catalog lacks what the template renders, as a render of an older version of the template ' +
    `does (the template changed since, on the base branch if not in this pull request): ${render} (to leave it ` +
    'out instead, take it out of the template, then render)'
  );
}
