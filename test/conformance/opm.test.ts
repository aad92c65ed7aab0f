// Every case of ../shared/conformance/opm: the verdict must equal the real opm's, and the
// labelled rule ids must be among the errors.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedParts, SHARED, skipNote } from '../helpers/shared.js';
import { withRestoredSymlinks } from '../helpers/fixture-copy.js';
import { errors, opmErrors, rules, validateDir } from '../helpers/validate.js';

interface Expect {
  valid: boolean;
  rules: string[];
  beyond?: string[];
  exit2_ok?: boolean;
}

const root = join(SHARED, 'conformance', 'opm', 'cases');
// conformance/ present but its cases moved fails below (readdirSync), not a skip.
const present = hasSharedParts('conformance');
const cases = present ? readdirSync(root).sort() : [];

describe.skipIf(!present)(skipNote('opm conformance cases', 'conformance'), () => {
  // A moved or emptied case directory must fail here, not pass with no case run.
  it('finds its cases', () => expect(cases.length).toBeGreaterThan(0));
  it.each(cases)('%s', async (name) => {
    const expected = JSON.parse(readFileSync(join(root, name, 'expect.json'), 'utf8')) as Expect;
    const findings = await validateDir(withRestoredSymlinks(join(root, name, 'catalog')));
    const opm = opmErrors(findings);
    expect(opm.length === 0, `verdict (opm errors: ${opm.join(', ')})`).toBe(expected.valid);
    for (const r of expected.rules) expect(errors(findings)).toContain(r);
    for (const r of expected.beyond ?? []) expect(rules(findings)).toContain(r);
  });
});
