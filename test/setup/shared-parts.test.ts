// A suite that needs part of ../shared says which part is missing, also when ../shared is there
// without it (a copy lacking corpus/ or conformance/), and how to run it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedSkipReason } from '../helpers/shared.js';

const root = mkdtempSync(join(tmpdir(), 'fbc-shared-parts-'));
mkdirSync(join(root, 'conformance', 'graph', 'cases'), { recursive: true });
mkdirSync(join(root, 'corpus', 'head', 'catalogs'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the reason a suite over ../shared skips', () => {
  it('none when every part it reads is there', () => {
    expect(sharedSkipReason(root, ['conformance', 'corpus/head/catalogs'])).toBeUndefined();
  });

  it('../shared absent: where it was looked for, and FBC_SHARED', () => {
    const gone = join(root, 'absent');
    expect(sharedSkipReason(gone, ['corpus'])).toBe(`${gone} not found; set FBC_SHARED to run it`);
  });

  it('../shared there in part: the parts missing, and FBC_SHARED to a copy that has them', () => {
    expect(sharedSkipReason(root, ['corpus/prs'])).toBe(
      `${root} has no corpus/prs; set FBC_SHARED to a copy of ../shared that has it to run it`,
    );
    expect(sharedSkipReason(root, ['corpus/head/catalogs/v4.16', 'conformance', 'spec'])).toBe(
      `${root} has no corpus/head/catalogs/v4.16, spec; set FBC_SHARED to a copy of ../shared that has them to run it`,
    );
  });
});
