// The CRD check inside `fbc-bot diff`: only the edges a pull request adds (or that touch a bundle
// it changes) are checked, findings name the edge, and `introduced` works as for every rule.
import { describe, expect, it } from 'vitest';
import { diffCommits } from '../helpers/cli.js';
import { CSV, catalogText, crd, specSchema, type BundleIn } from './helpers.js';

interface Report {
  verdict: string;
  findings: { rule: string; introduced: boolean; message: string; bundle?: string; channel?: string; line?: number }[];
}

async function diffOf(base: BundleIn[], head: BundleIn[], format = 'json'): Promise<{ code: number; out: string }> {
  return diffCommits(
    { 'cat/foo/catalog.yaml': catalogText(base) },
    { 'cat/foo/catalog.yaml': catalogText(head) },
    '--format',
    format,
  );
}

const crdRules = (r: Report) => r.findings.filter((f) => f.rule.startsWith('crd-'));
const str = crd(specSchema({ mode: { type: 'string' } }));
const int = crd(specSchema({ mode: { type: 'integer' } }));
const b = (version: string, c: unknown, extra: Partial<BundleIn> = {}): BundleIn => ({
  version,
  objects: [CSV, c as never],
  ...extra,
});

describe('crd findings in diff', () => {
  it(
    'a new edge with an unsafe CRD change fails the diff, naming the edge and anchored at the new ' + 'bundle',
    async () => {
      const r = await diffOf([b('0.1.0', str)], [b('0.1.0', str), b('0.2.0', int)]);
      const rep = JSON.parse(r.out) as Report;
      expect(rep.verdict).toBe('fail');
      expect(crdRules(rep)).toEqual([
        expect.objectContaining({
          rule: 'crd-type-changed',
          introduced: true,
          bundle: 'foo.v0.2.0',
          channel: 'stable',
          message:
            'edge foo.v0.1.0 → foo.v0.2.0: CRD widgets.example.com v1 .spec.mode: type: type changed: ' +
            '"string" → "integer"' +
            ' — OLM v1 refuses this upgrade; OLM classic applies it' +
            ' unless existing custom resources fail the new schema',
        }),
      ]);
      expect(crdRules(rep)[0]!.line).toBeGreaterThan(1);
    },
  );

  it('edges base already had between unchanged bundles are not checked again', async () => {
    const r = await diffOf([b('0.1.0', str), b('0.2.0', int)], [b('0.1.0', str), b('0.2.0', int), b('0.3.0', int)]);
    expect(crdRules(JSON.parse(r.out) as Report)).toEqual([]);
  });

  it('a skipRange edge is checked like a replaces edge', async () => {
    const r = await diffOf(
      [b('0.1.0', str), b('0.2.0', str)],
      [b('0.1.0', str), b('0.2.0', str), b('0.3.0', int, { skipRange: '<0.3.0' })],
    );
    expect(crdRules(JSON.parse(r.out) as Report).map((f) => f.message.split(':')[0])).toEqual([
      'edge foo.v0.1.0 → foo.v0.3.0',
      'edge foo.v0.2.0 → foo.v0.3.0',
    ]);
  });

  it('a bundle changed in place: what base already reported on the edge is not introduced', async () => {
    const both = crd(specSchema({ mode: { type: 'integer' }, extra: { type: 'string' } }));
    const r = await diffOf([b('0.1.0', str), b('0.2.0', int)], [b('0.1.0', str), b('0.2.0', both)]);
    const found = crdRules(JSON.parse(r.out) as Report).map((f) => [f.rule, f.introduced]);
    expect(found).toEqual([['crd-type-changed', false]]);
  });

  it('a bundle rewritten with the same objects (formatting, other properties) is not checked again', async () => {
    const base = [b('0.1.0', str), b('0.2.0', int)];
    const text = catalogText(base);
    const r = await diffCommits(
      { 'cat/foo/catalog.yaml': text },
      {
        'cat/foo/catalog.yaml': text.replace(
          'image: quay.io/example/foo-bundle:v0.2.0',
          'image: "quay.io/example/foo-bundle:v0.2.0"',
        ),
      },
      '--format',
      'json',
    );
    expect(crdRules(JSON.parse(r.out) as Report)).toEqual([]);
  });

  it('markdown and text group CRD findings under the edge they block', async () => {
    for (const [format, edge] of [
      ['text', 'foo: upgrade edge foo.v0.1.0 → foo.v0.2.0 (channel stable):'],
      ['markdown', '- **Upgrade edge** `foo.v0.1.0` → `foo.v0.2.0`'],
    ] as const) {
      const r = await diffOf([b('0.1.0', str)], [b('0.1.0', str), b('0.2.0', int)], format);
      expect(r.out).toContain(edge);
      expect(r.out.indexOf('crd-type-changed', r.out.indexOf(edge))).toBeGreaterThan(0);
      expect(r.out).toContain('CRD widgets.example.com v1 .spec.mode');
    }
  });
});
