// The bundle images a template names, in its order, each once (opm renders each image it lists):
// what `render --check-images` pulls. A template opm would refuse gives its problems instead.
import { expectFromBasicTemplate } from './basic-read.js';
import type { TemplateProblem } from './expectation.js';
import { templateKind } from './render-template.js';
import { ARCHETYPES, readSemverTemplate } from './semver-read.js';

export interface NamedImage {
  readonly image: string;
  readonly line?: number;
}

export function templateImages(
  text: string,
): { readonly images: NamedImage[] } | { readonly problems: TemplateProblem[] } {
  const kind = templateKind(text);
  if (typeof kind !== 'string') return { problems: [kind] };
  const out = new Map<string, NamedImage>();
  if (kind === 'semver') {
    const t = readSemverTemplate(text);
    if (Array.isArray(t)) return { problems: t };
    for (const a of ARCHETYPES) for (const b of t.bundles[a]) if (!out.has(b.image)) out.set(b.image, b);
  } else {
    const e = expectFromBasicTemplate(text);
    if (Array.isArray(e)) return { problems: e };
    for (const image of e.bundleImages) if (!out.has(image)) out.set(image, { image });
  }
  return { images: [...out.values()] };
}
