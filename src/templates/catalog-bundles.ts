// What the semver template needs of a rendered catalog, read from its declcfg: each bundle's
// name, olm.package version and image (matched to the template by image), and the package's
// channels and default channel (compared with the generated ones).
import type { DBundle, DeclCfg } from '../catalog/declcfg.js';
import type { RawDocument } from '../catalog/types.js';
import { isJsonObject, type JsonObject } from '../catalog/goyaml/json-value.js';
import { documentValue } from '../catalog/redecode.js';
import type { RenderedPackage } from './linking-match.js';
import type { TemplateBundle } from './semver-expectation.js';

function bundleVersion(b: DBundle): string | undefined {
  const props = b.properties.filter((p) => p.type === 'olm.package');
  const value = props.length === 1 ? props[0]!.value : undefined;
  const version = isJsonObject(value) ? value['version'] : undefined;
  return typeof version === 'string' ? version : undefined;
}

/** The bundles of `pkg` (every package's without it) with one olm.package property holding a string version. */
export function catalogBundles(cfg: DeclCfg, pkg?: string): TemplateBundle[] {
  const out: TemplateBundle[] = [];
  for (const b of cfg.bundles) {
    if (pkg !== undefined && b.package !== pkg) continue;
    const version = bundleVersion(b);
    if (version !== undefined) out.push({ name: b.name, version, image: b.image, package: b.package });
  }
  return out;
}

/** A document whole, decoded again from its text (loading keeps only what the rules read). */
export function wholeDocument(doc: RawDocument): JsonObject | undefined {
  const value = documentValue(doc);
  return value !== undefined && isJsonObject(value) ? value : undefined;
}

export const bundleDocument = (b: DBundle): JsonObject =>
  wholeDocument(b.doc) ?? { schema: 'olm.bundle', name: b.name, image: b.image };

/** The channels of `pkg` and its default channel as the catalog has them. */
export function renderedPackage(cfg: DeclCfg, pkg: string): RenderedPackage {
  const p = cfg.packages.find((x) => x.name === pkg);
  return {
    ...(p ? { defaultChannel: p.defaultChannel } : {}),
    channels: cfg.channels
      .filter((c) => c.package === pkg)
      .map((c) => ({
        name: c.name,
        entries: c.entries.map((e) => ({
          name: e.name,
          ...(e.replaces !== '' ? { replaces: e.replaces } : {}),
          ...(e.skips.length > 0 ? { skips: e.skips } : {}),
          ...(e.skipRange !== '' ? { skipRange: e.skipRange } : {}),
        })),
      })),
  };
}
