// End to end: a catalog whose names hold YAML escapes (`\e`, `\n`) and a file name with URI
// characters, through `validate` in every format.
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { writeTree } from '../helpers/validate.js';

// The defaultChannel names the escapes; its line (4) is the one the findings point at.
const CATALOG = [
  pkgDoc('foo', '"\\e[31mred\\n::error::forged"'),
  channelDoc('- name: foo.v0.1.0\n'),
  bundleDoc({ name: 'foo.v0.1.0' }),
].join('');

describe('validate with hostile names', () => {
  const dir = writeTree({ 'foo/a #1%?.yaml': CATALOG });

  it('text: no raw escape, no forged line, the name shown', async () => {
    const r = await run('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out).not.toMatch(/\u001b/);
    expect(r.out.split('\n').some((l) => l.trimStart().startsWith('::'))).toBe(false);
    expect(r.out).toContain('\\u001b[31mred\\n::error::forged');
    expect(r.out).toMatch(/\/foo\/a #1%\?\.yaml:4:1: error default-channel-not-found: /);
    expect(r.out).toMatch(/^Checked 1 catalog: 1 package, 1 bundle\.$/m);
  });

  it('SARIF: the URI decodes to the file; JSON: the name intact', async () => {
    const sarif = JSON.parse((await run('validate', '-o', 'sarif', dir)).out);
    const uri = sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri as string;
    expect(uri).toMatch(/\/foo\/a%20%231%25%3F\.yaml$/);
    const json = JSON.parse((await run('validate', '-o', 'json', dir)).out);
    expect(json.findings[0].message).toContain('\u001b[31mred\n::error::forged');
  });

  it('an empty source passes, and says it held nothing', async () => {
    const r = await run('validate', writeTree({}));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/: holds no catalog content .*\nPASS: 0 errors, 0 warnings, 0 info in 1 catalog\n$/);
  });

  it('diff -o sarif holds what the change introduces, not what base already had', async () => {
    const base = writeTree({ 'foo/catalog.yaml': CATALOG });
    const head = writeTree({
      'foo/catalog.yaml': CATALOG.replace(
        'image: quay.io/example/foo-bundle:v0.1.0',
        'image: quay.io/Example/foo-bundle:v0.1.0',
      ),
    });
    const r = await run('diff', '-o', 'sarif', '--base', base, '--head', head);
    expect(r.code).toBe(1);
    const results = JSON.parse(r.out).runs[0].results as { ruleId: string }[];
    expect(results.map((x) => x.ruleId)).toContain('image-invalid');
    expect(results.map((x) => x.ruleId)).not.toContain('default-channel-not-found');
  });
});
