// Every package of the community-operators-prod snapshot whose ci.yaml maps a semver template:
// the channels generated from its template over the catalog's bundles equal the channels opm
// rendered, under at least one opm linking (so no drift is reported that only the opm release
// explains). Skipped without the snapshot. FBC_SWEEP_ALL=1 sweeps every mapped catalog and prints
// the agreement per linking.
import { describe, expect, test } from 'vitest';
import { OPM_LINKINGS } from '../../src/templates/opm-linking.js';
import { haveSnapshot, SNAPSHOT, sweep } from './snapshot-sweep.js';

const all = process.env['FBC_SWEEP_ALL'] === '1';

describe.skipIf(!haveSnapshot())(`semver templates of ${SNAPSHOT}`, () => {
  test(
    'every mapped catalog equals its template rendered by some opm release',
    { timeout: all ? 120_000 : 20_000 },
    () => {
      const cases = sweep('HEAD', all);
      expect(cases.length).toBeGreaterThan(0);
      if (all) {
        const per = OPM_LINKINGS.map((l) => `${l}: ${cases.filter((c) => c.matches.includes(l)).length}`);
        const ahead = cases.filter((c) => c.templateAt !== undefined).map((c) => `${c.catalog} (${c.problem})`);
        console.log(`${cases.length} catalogs; ${per.join(', ')}; template ahead of the catalog: ${ahead.join(', ')}`);
      }
      expect(cases.filter((c) => c.matches.length === 0)).toEqual([]);
    },
  );
});
