// Every case of ../shared/conformance/graph: heads, the complete edge set, and what OLM classic
// and OLM v1 upgrade each installed entry to (facts from the real blang-based code).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogDir } from '../../src/source/fs-source.js';
import { packageGraph } from '../../src/graph/graph-json.js';
import { packageView } from '../../src/graph/view.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { hasSharedParts, SHARED, skipNote } from '../helpers/shared.js';

interface ExpectChannel {
  channel: string;
  head: string | null;
  edges: { from: string; to: string; via: string[] }[];
  classicError: boolean;
  classic?: Record<string, string | null>;
  v1: Record<string, string[]>;
}

const root = join(SHARED, 'conformance', 'graph', 'cases');
// conformance/ present but its cases moved fails below (readdirSync), not a skip.
const present = hasSharedParts('conformance');
const cases = present ? readdirSync(root).sort() : [];

describe.skipIf(!present)(skipNote('graph conformance cases', 'conformance'), () => {
  // A moved or emptied case directory must fail here, not pass with no case run.
  it('finds its cases', () => expect(cases.length).toBeGreaterThan(0));
  it.each(cases)('%s', (name) => {
    const expected = JSON.parse(readFileSync(join(root, name, 'expect.json'), 'utf8')) as {
      package: string;
      channels: ExpectChannel[];
    };
    const result = validateCatalog({ catalog: '.', entries: readCatalogDir(join(root, name, 'catalog')).entries });
    const pkg = result.model.packages.get(expected.package)!;
    const graph = packageGraph(packageView(pkg, result.deprecated.get(expected.package)));
    expect(expected.channels.length, 'channels the case checks').toBeGreaterThan(0);
    for (const want of expected.channels) {
      const got = graph.channels.find((c) => c.channel === want.channel)!;
      expect(got, want.channel).toBeDefined();
      expect(got.head ?? null, `${want.channel} head`).toBe(want.head);
      const norm = (es: { from: string; to: string; via: string[] }[]) =>
        es.map((e) => `${e.from} -> ${e.to} [${[...e.via].sort().join(',')}]`).sort();
      expect(norm(got.edges), `${want.channel} edges`).toEqual(norm(want.edges));
      expect(got.classicError !== undefined, `${want.channel} classicError: ${got.classicError}`).toBe(
        want.classicError,
      );
      if (want.classic) expect(got.successors.classic, `${want.channel} classic`).toEqual(want.classic);
      expect(got.successors.v1, `${want.channel} v1`).toEqual(want.v1);
    }
  });
});
