// One long valid skipRange repeated by a YAML alias over every entry of a channel: each command
// compares each version with the range once, not once per entry (or per edge), and prints it
// cut. The work is counted as version comparisons; past the bound the count throws, so a
// quadratic path fails at once instead of running for minutes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { run } from '../helpers/cli.js';

const work = vi.hoisted(() => ({ compares: 0, budget: Infinity }));
vi.mock('../../src/semver/blang.js', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/semver/blang.js')>();
  return {
    ...m,
    compareVersions: (...a: Parameters<typeof m.compareVersions>) => {
      if (++work.compares > work.budget) throw new Error(`more than ${work.budget} version comparisons`);
      return m.compareVersions(...a);
    },
  };
});

const ENTRIES = 400;
const BUNDLES = 30;
const COMPARATORS = 2_000;
/** Each bundle's version against the range a few times over, and a margin for everything else. */
const BUDGET = 4 * BUNDLES * COMPARATORS + 50_000;

function catalog(bundleCount = BUNDLES): string {
  const range = '>=0.0.1 <99.0.0 '.repeat(COMPARATORS / 2).trim();
  const entries = Array.from(
    { length: ENTRIES },
    (_, i) =>
      `- name: foo.v${i}.0.0\n${i > 0 ? `  replaces: foo.v${i - 1}.0.0\n` : ''}  skipRange: ` +
      `${i === 0 ? `&r '${range}'` : '*r'}\n`,
  );
  const bundles = Array.from(
    { length: bundleCount },
    (_, i) =>
      `---\nschema: olm.bundle\npackage: foo\nname: foo.v${i}.0.0\nimage: quay.io/a/b:${i}\nproperties:\n- ` +
      `type: olm.package\n  value: {packageName: foo, version: ${i}.0.0}\n`,
  );
  return (
    `---\nschema: olm.package\nname: foo\ndefaultChannel: stable\n---\nschema: olm.channel\npackage: ` +
    `foo\nname: stable\nentries:\n${entries.join('')}${bundles.join('')}`
  );
}

const root = mkdtempSync(join(tmpdir(), 'fbc-ranges-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'head'));
mkdirSync(join(root, 'empty'));
mkdirSync(join(root, 'whole'));
writeFileSync(join(root, 'head', 'catalog.yaml'), catalog());
writeFileSync(join(root, 'whole', 'catalog.yaml'), catalog(ENTRIES));
const head = join(root, 'head');
const empty = join(root, 'empty');

describe(`a ${COMPARATORS}-comparator skipRange aliased over ${ENTRIES} entries, ${BUNDLES} bundles`, () => {
  it.each([
    ['validate', head],
    ['graph', head],
    ['graph', '-o', 'mermaid', head],
    ['resolve', '--package', 'foo', '--installed', 'foo.v3.0.0', head],
    ['diff', '--base', empty, '--head', head, '-o', 'markdown'],
    ['diff', '--base', head, '--head', empty, '-o', 'json'],
  ])('%s answers within the comparison budget', async (...argv) => {
    work.compares = 0;
    work.budget = BUDGET;
    try {
      const r = await run(...argv);
      expect({ code: r.code, err: r.err }).toEqual({ code: r.code === 0 ? 0 : 1, err: '' });
    } finally {
      work.budget = Infinity;
    }
  });

  it('validate reads the intervals of the range once, every entry having its bundle', async () => {
    work.compares = 0;
    work.budget = 10 * COMPARATORS + 50_000;
    try {
      const r = await run('validate', join(root, 'whole'));
      expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
    } finally {
      work.budget = Infinity;
    }
  });

  it('the graph summary shows the range cut, with its length', async () => {
    const r = await run('graph', head);
    const g = JSON.parse(r.out) as {
      packages: { channels: { skipRanges?: { skipRange: string; skipRangeLength?: number }[] }[] }[];
    };
    const ranges = g.packages[0]!.channels[0]!.skipRanges!;
    expect(ranges).toHaveLength(ENTRIES);
    expect(ranges[0]!.skipRange).toHaveLength(1_001);
    expect(ranges[0]!.skipRangeLength).toBe((16 * COMPARATORS) / 2 - 1);
  });
});
