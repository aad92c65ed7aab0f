// Small catalogs written out as YAML, so each rule test reads like the catalog it checks.

export interface BundleSpec {
  name: string;
  version?: string;
  pkg?: string;
  image?: string;
  extra?: string;
  properties?: string;
}

export function pkgDoc(name = 'foo', defaultChannel = 'stable', extra = ''): string {
  return `---\nschema: olm.package\nname: ${name}\ndefaultChannel: ${defaultChannel}\n${extra}`;
}

export function channelDoc(entries: string, name = 'stable', pkg = 'foo', extra = ''): string {
  return `---\nschema: olm.channel\npackage: ${pkg}\nname: ${name}\nentries:\n${entries}${extra}`;
}

export function bundleDoc(b: BundleSpec): string {
  const pkg = b.pkg ?? 'foo';
  const version = b.version ?? b.name.replace(/^.*\.v/, '');
  const image = b.image ?? `quay.io/example/${pkg}-bundle:v${version}`;
  const props = b.properties ?? `- type: olm.package\n  value:\n    packageName: ${pkg}\n    version: ${version}\n`;
  const list = props.startsWith('[') ? ` ${props}` : `\n${props}`;
  return (
    `---\nschema: olm.bundle\npackage: ${pkg}\nname: ${b.name}\nimage: ${image}\nproperties:${list}` +
    `${b.extra ?? ''}`
  );
}

/** foo: channel stable with v0.1.0 ← v0.2.0 (replaces). */
export function basicCatalog(): string {
  return [
    pkgDoc(),
    channelDoc('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n'),
    bundleDoc({ name: 'foo.v0.1.0' }),
    bundleDoc({ name: 'foo.v0.2.0' }),
  ].join('');
}
