// A CRD finding is `introduced` only when the pull request causes it: a new edge out of F that
// repeats a problem base already offered installs of F (another target, any channel), or an edge
// base had whose bundles keep their images (same CRDs, only rendered differently), is not new.
import { describe, expect, it } from 'vitest';
import { diffCatalogs } from '../helpers/diff-catalogs.js';
import { CSV, catalogText, crd, specSchema, type BundleIn } from './helpers.js';

const b = (version: string, c: unknown, extra: Partial<BundleIn> = {}): BundleIn => ({
  version,
  objects: [CSV, c as never],
  ...extra,
});
// What the consumers make of a finding (the message's end) is not what `introduced` compares here.
const problemOf = (message: string): string => message.split(' — ')[0]!;
const crdOf = (base: BundleIn[], head: BundleIn[], rewrite = (t: string) => t): [string, boolean][] =>
  diffCatalogs(catalogText(base), rewrite(catalogText(head)))
    .findings.filter((f) => f.rule.startsWith('crd-'))
    .map((f) => [problemOf(f.message), f.introduced !== false]);

const withAB = crd(specSchema({ a: { type: 'string' }, b: { type: 'string' } }));
const withB = crd(specSchema({ b: { type: 'string' } }));
const bare = crd(specSchema({}));
const intMode = crd(specSchema({ mode: { type: 'integer' } }));
const strMode = crd(specSchema({ mode: { type: 'string' } }));

describe('pattern A: a new edge out of F repeating what base offered installs of F', () => {
  const base = [b('0.1.0', withAB), b('0.2.0', withB)];

  it('a new target carrying the same CRD: the finding on F → T is not introduced', () => {
    const head = [...base, b('0.3.0', withB, { replaces: '', skipRange: '<0.3.0' })];
    expect(crdOf(base, head)).toEqual([
      ['edge foo.v0.1.0 → foo.v0.3.0: CRD widgets.example.com v1 .spec.a: existingFieldRemoval: removed field', false],
    ]);
  });

  it('a new target with a new problem: that problem is introduced, the repeated one is not', () => {
    const head = [...base, b('0.3.0', bare, { replaces: '', skipRange: '<0.3.0' })];
    expect(crdOf(base, head)).toEqual([
      ['edge foo.v0.1.0 → foo.v0.3.0: CRD widgets.example.com v1 .spec.a: existingFieldRemoval: removed field', false],
      ['edge foo.v0.1.0 → foo.v0.3.0: CRD widgets.example.com v1 .spec.b: existingFieldRemoval: removed field', true],
      ['edge foo.v0.2.0 → foo.v0.3.0: CRD widgets.example.com v1 .spec.b: existingFieldRemoval: removed field', true],
    ]);
  });

  it("the same removal out of another source is new to that source's installs: introduced", () => {
    const head = [...base, b('0.3.0', withAB), b('0.4.0', withB)];
    expect(crdOf(base, head)).toEqual([
      ['edge foo.v0.3.0 → foo.v0.4.0: CRD widgets.example.com v1 .spec.a: existingFieldRemoval: removed field', true],
    ]);
  });
});

describe('pattern B: edges base had, bundles re-rendered with the same images', () => {
  const meta = (version: string): BundleIn => ({ version, objects: 'csv-metadata' });
  const base = [meta('0.1.0'), meta('0.2.0')];
  const head = [b('0.1.0', strMode), b('0.2.0', intMode)];
  const typeChange =
    'edge foo.v0.1.0 → foo.v0.2.0: CRD widgets.example.com v1 .spec.mode: type: type changed: "string" → "integer"';

  it('olm.csv.metadata → olm.bundle.object with the same images: what the objects reveal is not introduced', () => {
    expect(crdOf(base, head)).toEqual([[typeChange, false]]);
  });

  it('the same edges with a bundle image now at another digest: introduced', () => {
    const pinned = (t: string): string => t.replace('foo-bundle:v0.2.0', `foo-bundle@sha256:${'a'.repeat(64)}`);
    const baseText = (t: string): string => t.replace('foo-bundle:v0.2.0', `foo-bundle@sha256:${'b'.repeat(64)}`);
    const found = diffCatalogs(baseText(catalogText(base)), pinned(catalogText(head))).findings.filter((f) =>
      f.rule.startsWith('crd-'),
    );
    expect(found.map((f) => [problemOf(f.message), f.introduced])).toEqual([[typeChange, true]]);
  });
});
