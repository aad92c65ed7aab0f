// Generated catalogs for the scale benchmark (and tests at small sizes): one package `big`
// whose channel `stable` holds n bundles, each replacing the previous, written as `opm render`
// writes YAML. Pattern 'chain': replaces only. Pattern 'skiprange': each entry also carries
// skipRange '>=1.0.0 <its version', the usual nightly-channel release pattern.
export type ScalePattern = 'chain' | 'skiprange';

export function scaleVersion(i: number): string {
  return `1.${Math.floor(i / 1000)}.${i % 1000}`;
}

export function scaleName(i: number): string {
  return `big.v${scaleVersion(i)}`;
}

/** The catalog's YAML text: package, channel (head first, as opm renders), then bundles. */
export function scaleCatalog(n: number, pattern: ScalePattern): string {
  const out: string[] = ['---\ndefaultChannel: stable\nname: big\nschema: olm.package\n---\nentries:\n'];
  for (let i = n - 1; i >= 0; i--) {
    let e = `- name: ${scaleName(i)}\n`;
    if (i > 0) e += `  replaces: ${scaleName(i - 1)}\n`;
    if (pattern === 'skiprange' && i > 0) e += `  skipRange: '>=1.0.0 <${scaleVersion(i)}'\n`;
    out.push(e);
  }
  out.push('name: stable\npackage: big\nschema: olm.channel\n');
  for (let i = 0; i < n; i++) {
    const v = scaleVersion(i);
    out.push(
      `---\nimage: quay.io/example/big-bundle:v${v}\nname: ${scaleName(i)}\npackage: big\nproperties:\n- ` +
        `type: olm.package\n  value:\n    packageName: big\n    version: ${v}\nschema: olm.bundle\n`,
    );
  }
  return out.join('');
}
