// Bundle rules: opm's conversion checks (F-B5 … F-B11; F-B4 runs while loading) and model checks (V-B1, V-B2, V-B7,
// V-B9), each reported once per bundle rather than once per channel.
import { parseVersion, versionString } from '../semver/blang.js';
import { parseRelease } from '../semver/release.js';
import type { Draft } from '../model/draft.js';
import { imageRefError } from './imageref.js';
import type { MBundle, MPackage, Model } from '../model/catalog-model.js';
import { stringField } from '../catalog/property-shapes.js';
import { clipMessage, quoteValue } from './quote.js';

function readBundle(pkg: MPackage, mb: MBundle, drafts: Draft[]): void {
  const b = mb.doc;
  const who = { package: pkg.name, bundle: b.name };
  const at = (path: (string | number)[]) => ({ doc: b.doc, path });
  const pkgProps = b.properties.filter((p) => p.type === 'olm.package');
  if (pkgProps.length !== 1) {
    drafts.push({
      ...who,
      rule: 'bundle-package-property-count',
      message: `bundle ${quoteValue(b.name)} must have exactly one "olm.package" property, found ${pkgProps.length}`,
      at: pkgProps.length > 1 ? at(['properties', pkgProps[1]!.index]) : at(['properties']),
    });
  } else if (!pkgProps[0]!.invalid) {
    const prop = pkgProps[0]!;
    const path = ['properties', prop.index, 'value'];
    const packageName = stringField(prop.value, 'packageName');
    if (packageName !== b.package) {
      drafts.push({
        ...who,
        rule: 'bundle-package-property-mismatch',
        message:
          `the olm.package property says packageName ${quoteValue(packageName)}, but the bundle belongs to ` +
          `package ${quoteValue(b.package)}`,
        at: at([...path, 'packageName']),
      });
    }
    const vText = stringField(prop.value, 'version');
    const v = parseVersion(vText);
    if (!v.ok)
      drafts.push({
        ...who,
        rule: 'bundle-version-invalid',
        message: `version ${quoteValue(vText)} is not strict semver: ${clipMessage(v.error)}`,
        at: at([...path, 'version']),
      });
    else mb.version = v.value;
    const release = stringField(prop.value, 'release');
    if (release !== '') {
      const r = parseRelease(release);
      if (!r.ok)
        drafts.push({
          ...who,
          rule: 'bundle-release-invalid',
          message: `release ${quoteValue(release)} is invalid: ${clipMessage(r.error)}`,
          at: at([...path, 'release']),
        });
      else mb.release = release;
    }
    mb.packageProperty = true;
  }
  if (b.image !== '') {
    const err = imageRefError(b.image);
    if (err)
      drafts.push({
        ...who,
        rule: 'image-invalid',
        message: `image ${quoteValue(b.image)} is not a valid pull spec: ${err}`,
        at: at(['image']),
      });
  }
  b.relatedImages.forEach((ri, i) => {
    if (ri.image === '') return;
    const err = imageRefError(ri.image);
    if (err)
      drafts.push({
        ...who,
        rule: 'related-image-invalid',
        message: `relatedImages[${i}].image ${quoteValue(ri.image)} is not a valid pull spec: ${err}`,
        at: at(['relatedImages', i, 'image']),
      });
  });
}

function modelChecks(pkg: MPackage, mb: MBundle, inChannel: boolean, drafts: Draft[]): void {
  const b = mb.doc;
  const who = { package: pkg.name, bundle: b.name };
  if (!inChannel) {
    drafts.push({
      ...who,
      rule: 'bundle-not-in-channel',
      message:
        `bundle ${quoteValue(b.name)} is in no channel of package ${quoteValue(pkg.name)} (an orphaned ` +
        `bundle); add it to a channel or remove it`,
      at: { doc: b.doc, path: ['name'] },
    });
  }
  if (b.image === '' && !b.properties.some((p) => p.type === 'olm.bundle.object')) {
    drafts.push({
      ...who,
      rule: 'bundle-image-missing',
      message: `bundle ${quoteValue(b.name)} has no \`image\` and no olm.bundle.object properties`,
      at: { doc: b.doc, path: ['name'] },
    });
  }
  if (mb.version && mb.release !== undefined) {
    const expected = `${pkg.name}-v${versionString(mb.version)}-${mb.release}`;
    if (b.name !== expected) {
      drafts.push({
        ...who,
        rule: 'bundle-name-not-normalized',
        message: `a bundle with a release must be named ${quoteValue(expected)}, not ${quoteValue(b.name)}`,
        at: { doc: b.doc, path: ['name'] },
      });
    }
    if (mb.version.build.length > 0) {
      drafts.push({
        ...who,
        rule: 'bundle-build-metadata-with-release',
        message:
          `version "${versionString(mb.version)}" has build metadata, which cannot be combined with release ` +
          `${quoteValue(mb.release)}`,
        at: { doc: b.doc, path: ['properties'] },
      });
    }
  }
}

export function bundleRules(model: Model, drafts: Draft[]): void {
  for (const pkg of model.packages.values()) {
    const listed = new Set<string>();
    for (const c of pkg.channelDocs) for (const e of c.entries) listed.add(e.name);
    for (const mb of pkg.bundles.values()) {
      if (mb.doc.broken) continue;
      readBundle(pkg, mb, drafts);
      modelChecks(pkg, mb, listed.has(mb.doc.name), drafts);
    }
  }
}
