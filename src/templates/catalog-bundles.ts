// What the semver template needs of a rendered catalog, read from its declcfg: each bundle's
// name, olm.package version and image (matched to the template by image), and the package's
// channels and default channel (compared with the generated ones).
import type { DeclCfg } from '../catalog/declcfg.js';
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import type { RenderedPackage } from './linking-match.js';
import type { TemplateBundle } from './semver-expectation.js';

/** The bundles of `pkg` with one olm.package property holding a string version. */
export function catalogBundles(cfg: DeclCfg, pkg: string): TemplateBundle[] {
  const out: TemplateBundle[] = [];
  for (const b of cfg.bundles) {
    if (b.package !== pkg) continue;
    const props = b.properties.filter((p) => p.type === 'olm.package');
    const value = props.length === 1 ? props[0]!.value : undefined;
    const version = isJsonObject(value) ? value['version'] : undefined;
    if (typeof version === 'string') out.push({ name: b.name, version, image: b.image, package: pkg });
  }
  return out;
}

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
