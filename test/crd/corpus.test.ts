// The CRD check over every edge of every channel of a real catalog (each package as new) whose bundles all carry
// olm.bundle.object: it must run through, every finding well-formed.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogDir } from '../../src/source/fs-source.js';
import { crdComparisonWork } from '../../src/crd/crd-check.js';
import { crdDiff } from '../../src/crd/diff-edges.js';
import { packageView } from '../../src/graph/view.js';
import { finalize } from '../../src/model/draft.js';
import { validateCatalog } from '../../src/rules/validate.js';
import { SHARED, hasSharedParts, skipNote } from '../helpers/shared.js';

const dir = join(SHARED, 'corpus', 'head', 'catalogs', 'v4.16');

describe.skipIf(!hasSharedParts('corpus/head/catalogs/v4.16'))(
  skipNote('CRD check on the v4.16 corpus', 'corpus/head/catalogs/v4.16'),
  () => {
    it('checks every edge of every channel without crashing', () => {
      const r = validateCatalog({ catalog: '.', entries: readCatalogDir(dir).entries });
      const drafts = [];
      const work = crdComparisonWork();
      // Each package as new: every edge of every channel is in question.
      for (const m of r.model.packages.values())
        drafts.push(...crdDiff(undefined, { view: packageView(m, r.deprecated.get(m.name)), model: m }).head);
      // the edges were checked, not skipped: many distinct CRD pairs compared
      expect(crdComparisonWork() - work).toBeGreaterThan(100);
      // the corpus has CRD findings (342 when written): the checks below are not over an empty list
      expect(drafts.length).toBeGreaterThan(0);
      for (const d of drafts) {
        expect(d.rule).toMatch(/^crd-/);
        expect(d.message).toMatch(/^edge \S+ → \S+: /);
      }
      expect(finalize(drafts, '.', '').every((f) => f.file !== undefined && f.line !== undefined)).toBe(true);
      // every bundle of this catalog carries its objects: nothing is uncheckable
      expect(drafts.filter((d) => d.rule === 'crd-not-checkable')).toEqual([]);
    }, 60_000);
  },
);
