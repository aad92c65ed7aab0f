// What a semver template says its rendered catalog holds, the bundles' names and versions taken
// from that catalog's own bundles, matched by image: rendering a bundle needs its image, and the
// catalog already holds what rendering it gave.
import { parseVersion, versionString, type Version } from '../semver/blang.js';
import type { ExpectedDocument, TemplateExpectation, TemplateProblem } from './expectation.js';
import type { OpmLinking } from './opm-linking.js';
import { generateChannels, type GeneratedChannels, type VersionedBundle } from './semver-channels.js';
import { ARCHETYPES, readSemverTemplate, type Archetype, type SemverTemplate } from './semver-read.js';
import { quoted } from './template-text.js';

/** A bundle of the rendered catalog: its name, its olm.package version, its image and package. */
export interface TemplateBundle {
  readonly name: string;
  readonly version: string;
  readonly image: string;
  readonly package?: string;
}

export interface SemverOptions {
  /** How the opm release the repository renders with links channels. */
  readonly linking: OpmLinking;
  /** The package; without it, the package of the first bundle the template lists. */
  readonly package?: string;
}

function stripBuild(v: Version): string {
  return versionString({ ...v, build: [] });
}

/** Each archetype's bundles with their versions, or what keeps opm from rendering them. */
function versionsOf(
  t: SemverTemplate,
  bundles: readonly TemplateBundle[],
  known: string | undefined,
): { bundles: Record<Archetype, VersionedBundle[]>; pkg?: string } | TemplateProblem[] {
  const byImage = new Map<string, TemplateBundle>();
  for (const b of bundles) if (!byImage.has(b.image)) byImage.set(b.image, b);
  const problems: TemplateProblem[] = [];
  const out: Record<Archetype, VersionedBundle[]> = { candidate: [], fast: [], stable: [] };
  let pkg = known;
  for (const arch of ARCHETYPES) {
    const names = new Set<string>();
    const stripped = new Map<string, string>();
    for (const { image, line } of t.bundles[arch]) {
      const b = byImage.get(image);
      if (!b) {
        problems.push({ message: `bundle image ${quoted(image)} (${arch}) is not in the catalog`, line, image });
        continue;
      }
      const v = parseVersion(b.version);
      if (!v.ok) {
        problems.push({
          message: `bundle ${quoted(b.name)} has invalid version ${quoted(b.version)}: ${v.error}`,
          line,
        });
        continue;
      }
      pkg ??= b.package;
      if (b.package !== undefined && b.package !== pkg) {
        problems.push({
          message: `bundle ${quoted(b.name)} belongs to package ${quoted(b.package)}, not ${quoted(pkg!)}`,
          line,
        });
        continue;
      }
      if (names.has(b.name)) {
        problems.push({ message: `duplicate bundle name ${quoted(b.name)} in ${arch}`, line });
        continue;
      }
      // opm cannot order versions that differ only by build metadata, and refuses them.
      const key = stripBuild(v.value);
      const clash = stripped.get(key);
      if (clash !== undefined) {
        problems.push({
          message:
            `bundle versions ${quoted(clash)} and ${quoted(versionString(v.value))} (${arch}) differ only by build ` +
            `metadata, which cannot be ordered`,
          line,
        });
        continue;
      }
      stripped.set(key, versionString(v.value));
      names.add(b.name);
      out[arch].push({ name: b.name, version: v.value });
    }
  }
  if (problems.length > 0) return problems;
  return { bundles: out, ...(pkg !== undefined ? { pkg } : {}) };
}

/** The package and channel documents opm writes for generated channels, in its field order. */
export function semverDocuments(pkg: string, g: GeneratedChannels): ExpectedDocument[] {
  return [
    { schema: 'olm.package', name: pkg, defaultChannel: g.defaultChannel },
    ...g.channels.map((c) => ({
      schema: 'olm.channel',
      name: c.name,
      package: pkg,
      entries: c.entries.map((e) => ({ ...e, ...(e.skips ? { skips: [...e.skips] } : {}) })),
    })),
  ];
}

/** The template's images, each once, in opm's order (candidate, fast, stable). */
export function templateImages(t: SemverTemplate): string[] {
  return [...new Set(ARCHETYPES.flatMap((a) => t.bundles[a].map((b) => b.image)))];
}

/** The channels of a semver template over the catalog's bundles, or why opm would not render it. */
export function semverChannelsOf(
  t: SemverTemplate,
  bundles: readonly TemplateBundle[],
  linking: OpmLinking,
  pkg?: string,
): { pkg?: string; generated: GeneratedChannels } | TemplateProblem[] {
  const v = versionsOf(t, bundles, pkg);
  if (Array.isArray(v)) return v;
  if (ARCHETYPES.every((a) => v.bundles[a].length === 0))
    return [{ message: 'the template lists no bundles', line: 1 }];
  return { ...(v.pkg !== undefined ? { pkg: v.pkg } : {}), generated: generateChannels(v.bundles, { ...t, linking }) };
}

/**
 * The package and channels a semver template renders to over the catalog's `bundles`. A template
 * image the catalog lacks is a problem carrying that `image`. The olm.package document has no
 * icon nor description: opm copies them from the head bundle's CSV, which needs the image.
 */
export function expectFromSemverTemplate(
  text: string,
  bundles: readonly TemplateBundle[],
  options: SemverOptions,
): TemplateExpectation | TemplateProblem[] {
  const t = readSemverTemplate(text);
  if (Array.isArray(t)) return t;
  const r = semverChannelsOf(t, bundles, options.linking, options.package);
  if (Array.isArray(r)) return r;
  const pkg = r.pkg;
  if (pkg === undefined) return [{ message: 'the package of the template is not known (no bundle names it)', line: 1 }];
  return {
    kind: 'semver',
    package: pkg,
    documents: semverDocuments(pkg, r.generated),
    bundleImages: templateImages(t),
  };
}
