// The loader's decoder may replace a bundle's olm.csv.metadata value by `{}` only where the real
// value has no shape error; everything else (values, BAIL) must be the fast scanner's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { decodeCatalogYaml } from '../../src/catalog/csv-skim.js';
import { BAIL, decodeYamlFast } from '../../src/catalog/goyaml/fast.js';
import type { JsonObject, JsonValue } from '../../src/catalog/goyaml/json-value.js';
import { propertyShapeErrors } from '../../src/catalog/property-shapes.js';
import { splitYamlChunks } from '../../src/catalog/document-stream.js';
import { hasSharedParts, SHARED, skipNote } from '../helpers/shared.js';

type Outcome = 'bail' | 'skimmed' | 'kept';

/** Checks the skim's result against the fast scanner's on one document; says which it was. */
function agree(text: string, start = 0, end = text.length): Outcome {
  const full = decodeYamlFast(text, start, end);
  const skim = decodeCatalogYaml(text, start, end);
  if (full === BAIL) {
    expect(skim).toBe(BAIL);
    return 'bail';
  }
  expect(skim).not.toBe(BAIL);
  const fullProps = (full as JsonObject).properties;
  const skimProps = (skim as JsonObject).properties;
  let skimmed = false;
  if (Array.isArray(fullProps) && Array.isArray(skimProps)) {
    fullProps.forEach((p, i) => {
      const q = skimProps[i] as JsonObject;
      if (q?.type !== 'olm.csv.metadata' || (p as JsonObject).value === q.value) return;
      const real = (p as JsonObject).value as JsonValue;
      if (JSON.stringify(q.value) === '{}' && JSON.stringify(real) !== '{}') {
        skimmed = true;
        expect((full as JsonObject).schema).toBe('olm.bundle');
        expect(
          propertyShapeErrors({ type: 'olm.csv.metadata', present: true, value: real, index: i, invalid: false }),
        ).toEqual([]);
        q.value = real; // compare the rest
      }
    });
  }
  expect(skim).toEqual(full);
  return skimmed ? 'skimmed' : 'kept';
}

const bundle = (props: string): string => `image: x\nname: b.v1\npackage: p\nproperties:\n${props}schema: olm.bundle\n`;
const csv = (value: string): string => `- type: olm.csv.metadata\n  value:\n${value}`;

describe('skimming olm.csv.metadata', () => {
  it('skims a well-shaped value, literal blocks and descriptors included', () => {
    const value = [
      '    annotations:',
      '      alm-examples: |-',
      '        [{"a": 1}]',
      '      capabilities: Basic Install',
      '    crdDescriptions:',
      '      owned:',
      '      - kind: K',
      '        specDescriptors:',
      '        - path: x',
      '          value: 3',
      '          x-descriptors:',
      '          - urn:a',
      '    description: "two\n      lines"',
      '    installModes:',
      '    - supported: true',
      '      type: OwnNamespace',
      '    keywords: []',
      '    provider: {}',
      '',
    ].join('\n');
    const doc = bundle(csv(value));
    expect(agree(doc)).toBe('skimmed');
    expect((decodeCatalogYaml(doc, 0, doc.length) as JsonObject).properties).toEqual([
      { type: 'olm.csv.metadata', value: {} },
    ]);
  });

  it.each([
    ['a string where a boolean goes', '    installModes:\n    - supported: "true"\n      type: AllNamespaces\n'],
    ['a number where a string goes', '    displayName: 4.10\n'],
    ['a list where an object goes', '    provider:\n    - a\n'],
    ['an object where a list goes', '    keywords:\n      a: b\n'],
    ['a string where a list goes', '    links: none\n'],
    ['a non-integer containerPort', '    apiServiceDefinitions:\n      owned:\n      - containerPort: 1.5\n'],
  ])('keeps the value when it has %s (its errors are reported)', (_, value) => {
    expect(agree(bundle(csv(value)))).toBe('kept');
  });

  // Plain scalars led by a character go-yaml never resolves further are skimmed without their
  // text; the others are still resolved, whichever line they continue on.
  it.each([
    ['a letter-led plain string', '    displayName: x\n', 'skimmed'],
    ['a multi-line plain string', '    displayName: two\n      lines\n\n      more\n', 'skimmed'],
    ['a non-ASCII-led plain string', '    displayName: \u00e9t\u00e9\n', 'skimmed'],
    ['a plain `<<` value', '    displayName: <<\n', 'skimmed'],
    ['a digit-led plain that folds into a string', '    displayName: 4.10\n      x\n', 'skimmed'],
    ['a bool word where a string goes', '    displayName: yes\n', 'kept'],
    ['a null word where a string goes', '    displayName: Null\n', 'skimmed'],
    ['a signed number where a string goes', '    displayName: -1\n', 'kept'],
  ])('agrees with the fast scanner on %s', (_, value, outcome) => {
    expect(agree(bundle(csv(value)))).toBe(outcome);
  });

  it('keeps the value outside bundles, after a second `type`, and under other keys', () => {
    expect(agree(bundle(csv('    displayName: x\n')).replace('olm.bundle', 'olm.package'))).toBe('kept');
    expect(agree(bundle(`${csv('    displayName: x\n')}  type: olm.csv.metadata\n`))).toBe('kept');
    expect(agree(`image: x\nother:\n${csv('    displayName: x\n')}schema: olm.bundle\n`)).toBe('kept');
    expect(
      agree(`properties:\n  a:\n    type: olm.csv.metadata\n    value:\n      displayName: x\nschema: olm.bundle\n`),
    ).toBe('kept');
  });

  it.each([
    ['a tab', '    displayName:\tx\n'],
    ['a comment', '    displayName: x # y\n'],
    ['keep-chomping', '    description: |+\n      x\n'],
    ['an anchor', '    displayName: &a x\n'],
    ['.inf', '    minKubeVersion: .inf\n'],
    ['bad indentation', '    displayName: x\n     maturity: y\n'],
  ])('bails like the fast scanner on %s', (_, value) => {
    expect(agree(bundle(csv(value)))).toBe('bail');
  });
});

// Random values where the struct's fields go, sometimes of the wrong type.
const word = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9._/-]{0,10}$/);
const scalar = fc.oneof(
  word,
  fc.constantFrom('true', 'yes', '4.10', '010', '', 'a: b', 'x #y', 'multi\nline\n'),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const any = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, scalar, tie('list'), tie('map')),
  list: fc.array(tie('node'), { maxLength: 3 }),
  map: fc.dictionary(word, tie('node'), { maxKeys: 3 }),
})).node;
const field = fc.constantFrom(
  'annotations',
  'labels',
  'description',
  'displayName',
  'keywords',
  'links',
  'maintainers',
  'provider',
  'installModes',
  'nativeAPIs',
  'crdDescriptions',
  'apiServiceDefinitions',
  'Description',
  'PROVIDER',
  'other',
);
const strings = fc.array(word, { maxLength: 3 });
const fieldValue = fc.oneof(
  any,
  strings,
  fc.dictionary(word, word, { maxKeys: 3 }),
  fc.array(fc.record({ name: word, url: word, type: word, supported: fc.boolean() }, { requiredKeys: [] }), {
    maxLength: 3,
  }),
  fc.record(
    {
      owned: fc.array(
        fc.record(
          {
            name: word,
            containerPort: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
            specDescriptors: fc.array(
              fc.record({ path: word, value: any, 'x-descriptors': strings }, { requiredKeys: [] }),
              { maxLength: 2 },
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: [] },
  ),
);
const metadata = fc.oneof(fc.dictionary(field, fieldValue, { maxKeys: 5 }), any);

describe('generated bundles', () => {
  it('the skim never differs from the fast scanner but where the value fits its shape', () => {
    const seen: Record<Outcome, number> = { bail: 0, skimmed: 0, kept: 0 };
    fc.assert(
      fc.property(metadata, fc.constantFrom('PLAIN', 'QUOTE_DOUBLE', 'BLOCK_LITERAL'), (value, defaultStringType) => {
        const doc = {
          image: 'x',
          name: 'b',
          package: 'p',
          properties: [
            { type: 'olm.gvk', value: { group: 'g' } },
            { type: 'olm.csv.metadata', value },
          ],
          schema: 'olm.bundle',
        };
        const text = stringify(doc, {
          lineWidth: 30,
          minContentWidth: 10,
          defaultStringType: defaultStringType as never,
          indentSeq: false,
        });
        seen[agree(text)]++;
      }),
      { numRuns: 400 },
    );
    expect(seen.skimmed).toBeGreaterThan(20);
    expect(seen.kept).toBeGreaterThan(20);
  });
});

const v421 = join(SHARED, 'corpus', 'head', 'catalogs', 'v4.21');

describe.skipIf(!hasSharedParts('corpus/head/catalogs/v4.21'))(
  skipNote('the skim on a corpus catalog of olm.csv.metadata bundles', 'corpus/head/catalogs/v4.21'),
  () => {
    it('skims every bundle of v4.21 and changes nothing else', () => {
      const seen: Record<Outcome, number> = { bail: 0, skimmed: 0, kept: 0 };
      for (const pkg of existsSync(v421) ? readdirSync(v421) : []) {
        const text = readFileSync(join(v421, pkg, 'catalog.yaml'), 'utf8');
        for (const c of splitYamlChunks(text).chunks) seen[agree(text, c.start, c.end)]++;
      }
      expect(seen.skimmed).toBeGreaterThan(500);
    });
  },
);
