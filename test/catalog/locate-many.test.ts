// One scan for every place a large YAML document's findings point at: the same offsets as
// locating each place alone.
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Path } from '../../src/catalog/declcfg.js';
import { locateFast, locateManyFast } from '../../src/catalog/goyaml/fast.js';
import { locate, locateAll } from '../../src/catalog/locate.js';
import { decodeFile } from '../../src/catalog/document-stream.js';
import type { RawDocument } from '../../src/catalog/types.js';

/** Every path of `v` (a node of the decoded document), parents first. */
function pathsOf(v: unknown, at: Path = []): Path[] {
  const here = at.length > 0 ? [at] : [];
  if (Array.isArray(v)) return [...here, ...v.flatMap((x, i) => pathsOf(x, [...at, i]))];
  if (v !== null && typeof v === 'object')
    return [...here, ...Object.entries(v).flatMap(([k, x]) => pathsOf(x, [...at, k]))];
  return here;
}

const bundle = {
  schema: 'olm.bundle',
  name: 'foo.v1',
  package: 'foo',
  image: 'quay.io/o/foo:v1',
  properties: [
    { type: 'olm.package', value: { packageName: 'foo', version: '1.0.0' } },
    { type: 'olm.gvk', value: { group: 'g', kind: 'K', version: 'v1' } },
  ],
  relatedImages: [
    { name: 'a', image: 'quay.io/o/a:v1' },
    { name: 'b', image: 'quay.io/o/b:v1' },
  ],
};

describe('locateManyFast', () => {
  it('every path of a document, in any order and repeated, where locateFast finds each', () => {
    const text = `---\n${stringify(bundle)}`;
    const paths = pathsOf(bundle);
    const wanted = [...paths].reverse().concat(paths.slice(0, 3), [['missing'], ['relatedImages', 9], ['Name']]);
    const found = locateManyFast(text, 0, text.length, wanted);
    // Names as written only: `Name` (matched case-insensitively by locate) is left to locate.
    const expected = (p: Path): number | undefined =>
      p[0] === 'Name' ? undefined : locateFast(text, 0, text.length, p);
    wanted.forEach((p, i) => expect(found.get(i), JSON.stringify(p)).toBe(expected(p)));
    expect(found.size).toBe(wanted.length - 3);
  });

  it('a repeated key: the first, as the single scan; a document leaving the fast subset keeps what came before', () => {
    const text = 'a: 1\nb:\n  c: 2\na: 3\nd: &x 4\ne: 5\n';
    const found = locateManyFast(text, 0, text.length, [['a'], ['b', 'c'], ['e']]);
    expect(found.get(0)).toBe(locateFast(text, 0, text.length, ['a']));
    expect(found.get(1)).toBe(text.indexOf('c:'));
    expect(found.has(2)).toBe(false); // past the anchor the fast scanner does not go
  });

  it("locateAll gives locate's positions, and 20,000 findings in one 100,000-line document each their own line", () => {
    const big = {
      ...bundle,
      relatedImages: Array.from({ length: 20_000 }, (_, i) => ({ name: `r${i}`, image: `quay.io/o/p${i}:v1` })),
    };
    const docs: RawDocument[] = [];
    decodeFile(
      'c.yaml',
      Buffer.from(`---\n${stringify({ schema: 'olm.package', name: 'foo' })}---\n${stringify(big)}`),
      (d) => docs.push(d.doc),
    );
    const doc = docs[1]!;
    const small = pathsOf(bundle).concat([['Name'], ['missing']]);
    expect(locateAll(doc, small)).toEqual(small.map((p) => locate(doc, p)));
    const lines = locateAll(
      doc,
      Array.from({ length: 20_000 }, (_, i) => ['relatedImages', i, 'image']),
    ).map((p) => p.line);
    expect(lines[0]).toBe(locate(doc, ['relatedImages', 0, 'image']).line);
    expect(lines.every((l, i) => i === 0 || l === lines[i - 1]! + 2)).toBe(true);
  }, 10_000);
});
