// Every case of ../shared/conformance/resolve: what OLM v1 and OLM classic pick for a package,
// channels, a version range and an installed bundle (facts from the real blang and Masterminds
// libraries and OLM's code).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogDir } from '../../src/source/fs-source.js';
import { installedFrom, resolve } from '../../src/graph/resolve-install.js';
import { packageView } from '../../src/graph/view.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { hasSharedParts, SHARED, skipNote } from '../helpers/shared.js';

interface Args {
  catalog: string;
  package: string;
  channels?: string[];
  version?: string;
  installed?: string;
}
interface Expect {
  v1: { bundle: string | null; error: boolean };
  classic?: { bundle: string | null };
}

const root = join(SHARED, 'conformance', 'resolve');
// conformance/ present but its cases moved fails below (readdirSync), not a skip.
const present = hasSharedParts('conformance');
const cases = present ? readdirSync(join(root, 'cases')).sort() : [];

describe.skipIf(!present)(skipNote('resolve conformance cases', 'conformance'), () => {
  // A moved or emptied case directory must fail here, not pass with no case run.
  it('finds its cases', () => expect(cases.length).toBeGreaterThan(0));
  it.each(cases)('%s', (name) => {
    const args = JSON.parse(readFileSync(join(root, 'cases', name, 'args.json'), 'utf8')) as Args;
    const expected = JSON.parse(readFileSync(join(root, 'cases', name, 'expect.json'), 'utf8')) as Expect;
    const result = validateCatalog({ catalog: '.', entries: readCatalogDir(join(root, args.catalog)).entries });
    const view = packageView(result.model.packages.get(args.package)!, result.deprecated.get(args.package));
    const installed = args.installed === undefined ? undefined : installedFrom(view, args.installed);
    if (typeof installed === 'string') throw new Error(installed);
    const got = resolve(view, { channels: args.channels ?? [], version: args.version, installed });
    expect(got.v1.bundle, `v1 (${got.v1.error})`).toBe(expected.v1.bundle);
    expect(got.v1.error !== null).toBe(expected.v1.error);
    if (expected.classic && (args.channels ?? []).length <= 1) {
      const ok =
        got.classic.bundle === expected.classic.bundle ||
        (expected.classic.bundle === null && got.classic.bundle === args.installed);
      expect(ok, `classic: got ${got.classic.bundle} (${got.classic.error}), want ${expected.classic.bundle}`).toBe(
        true,
      );
    }
  });
});
