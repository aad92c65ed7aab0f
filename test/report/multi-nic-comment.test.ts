// The review comment of a real pull request (multi-nic-cni-operator #7517) as a maintainer reads
// it: 15 problems, not the 87 findings they are in nine catalogs; the CRD findings of the new
// edge on three lines naming their paths, with a fix (warnings: OLM v1 reads none of the catalogs
// that carry CRDs, v4.12–v4.16); one stranding per channel, whichever flavours read it; the
// crd-not-checkable notes of the metadata-only catalogs in one line. The project's derived copy
// (fixtures/, three catalogs) always runs; the whole pull request when ../shared is there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { SHARED, skipNote } from '../helpers/shared.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'multi-nic-cni-operator');
const CORPUS = join(SHARED, 'corpus', 'prs', 'e1324c4f8842');

async function comment(dir: string): Promise<{ md: string; doc: Document; text: string }> {
  const argv = ['--catalogs', 'catalogs/*', '--base', join(dir, 'base'), '--head', join(dir, 'head')];
  const md = (await run('diff', '-o', 'markdown', ...argv)).out;
  const text = (await run('diff', ...argv)).out;
  return { md, doc: new JSDOM(marked.parse(md, { gfm: true, async: false })).window.document, text };
}

/**
 * What every copy of the pull request shows, in `catalogs` catalogs of which `crd` carry CRDs;
 * `info`: its info problems (successor changes differ between the catalogs each flavour reads).
 */
function expectProblems(
  c: { md: string; doc: Document; text: string },
  catalogs: number,
  crd: number,
  findings: number,
  info: number,
): void {
  const lines = c.md.split('\n');
  expect(lines[0]).toBe(
    `## fbc-bot: ❌ fail — 2 errors, 13 warnings introduced (${findings} findings in ${catalogs} catalogs)`,
  );
  expect(lines[2]).toMatch(new RegExp(`^Changed: 1 package in ${catalogs} catalogs \\(.*catalogs/v4\\.12.*\\)\\.$`));
  const blocks = c.md.slice(c.md.indexOf('### ❌ What blocks'), c.md.indexOf('### Changes by package'));
  // Two stranded channels: two items; the upgrade edge's CRD changes are warnings, not blocking.
  expect(blocks.match(/^- /gm)).toHaveLength(2);
  expect(blocks).not.toContain('Upgrade edge');
  expect(blocks.match(/`upgrade-path-lost`/g)).toHaveLength(2);
  const edge = [...c.doc.querySelectorAll('li')].find((li) => li.textContent!.startsWith('Upgrade edge'))!;
  expect(edge.textContent).toContain('multi-nic-cni-operator.v1.2.5 → multi-nic-cni-operator.v1.2.6');
  const nested = [...edge.querySelectorAll('li')].map((li) => li.textContent!);
  expect(nested.map((t) => /at (\d+) paths/.exec(t)?.[1])).toEqual(['4', '6', '2', undefined]);
  expect(nested.at(-1)).toMatch(/^Fix: OLM v1 refuses to upgrade multi-nic-cni-operator\.v1\.2\.5 to /);
  expect(edge.textContent).toMatch(new RegExp(`catalogs/v4\\.12${crd > 2 ? '–' : ', '}v4\\.1${crd === 2 ? 3 : 6}`));
  // The metadata-only catalogs' notes: one line.
  expect(c.md.match(/ℹ️ the CRD upgrade check could not run on 3 upgrade edges of 1 package/g)).toHaveLength(1);
  expect(c.md).toContain('`upgrade-path-lost` ×2, `crd-unhandled-change` ×8, `crd-default-changed` ×4');
  // The text says each problem once too.
  expect(c.text.match(/ error upgrade-path-lost: /g)).toHaveLength(2);
  expect(c.text.match(/ warning crd-unhandled-change: /g)).toHaveLength(2);
  // One package in every catalog: one package, in the size line as in the summary.
  expect(c.text).toMatch(new RegExp(`\nCompared ${catalogs} catalogs: 1 package, \\d+ bundles \\(head\\)\\.\n`));
  expect(c.text.trimEnd().split('\n').at(-1)).toMatch(
    new RegExp(
      `^FAIL: introduced 2 errors, 13 warnings, ${info} info \\(\\d+ findings in ${catalogs} catalogs\\); 1 ` +
        `package changed in ${catalogs} catalogs$`,
    ),
  );
}

describe('the comment of multi-nic-cni-operator #7517', () => {
  it('the derived copy: 15 problems in 3 catalogs, grouped', async () => {
    expectProblems(await comment(FIXTURE), 3, 2, 33, 9);
  });

  it.skipIf(!existsSync(CORPUS))(
    skipNote('the whole pull request of ../shared/corpus/prs', 'corpus/prs/e1324c4f8842'),
    async () => {
      expectProblems(await comment(CORPUS), 9, 5, 87, 12);
    },
  );
});
