// The install test's results as Markdown: the check run `fbc-bot install` and the job summary. A
// table of every package and OLM flavour with each step's outcome, then, for each that did not
// pass, why: the step's reason and the evidence read from the cluster, within a character budget
// (GitHub's check-run summary holds 65,535), what does not fit counted.
import { clip } from '../escape/clip.js';
import { htmlText, mdFence, mdMessage, mdText } from '../escape/markdown.js';
import { textSafe } from '../escape/text.js';
import type {
  FlavourResult,
  InstallOutcome,
  InstallStep,
  InstallStepName,
  InstallTestResult,
  PackageResult,
} from '../model/install-result.js';

const ICON: Record<InstallOutcome, string> = {
  passed: '✅',
  failed: '❌',
  'timed-out': '⏱️',
  'not-verifiable': '🔒',
  skipped: '➖',
};

const WORDS: Record<InstallOutcome, string> = {
  passed: 'passed',
  failed: 'failed',
  'timed-out': 'timed out',
  'not-verifiable': 'not verifiable',
  skipped: 'skipped',
};

export type InstallConclusion = 'success' | 'failure';

/** Failed or timed out anywhere fails the check; not verifiable (an image behind a login) does not. */
export function installConclusion(r: InstallTestResult): InstallConclusion {
  return r.packages.some((p) => p.outcome === 'failed' || p.outcome === 'timed-out') ? 'failure' : 'success';
}

export function installTitle(r: InstallTestResult): string {
  const count = (o: InstallOutcome): number => r.packages.filter((p) => p.outcome === o).length;
  const n = r.packages.length;
  if (n === 0) return 'no package to install';
  const parts = (['failed', 'timed-out', 'not-verifiable', 'passed', 'skipped'] as const)
    .filter((o) => count(o) > 0)
    .map((o) => `${count(o)} ${WORDS[o]}`);
  return `${n} package${n === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

function cell(step: InstallStep | undefined): string {
  if (step === undefined) return '';
  const shown = step.observed !== undefined && step.outcome !== 'passed' ? ` (got ${step.observed})` : '';
  return `${ICON[step.outcome]} ${mdText(step.expected, 120)}${mdText(shown, 120)}`;
}

function rows(p: PackageResult): string[] {
  const head = `| ${mdText(p.package, 100)} | ${mdText(p.catalog, 100)} |`;
  if (p.flavours.length === 0) return [`${head} | | | | | ${ICON[p.outcome]} ${WORDS[p.outcome]} (not started) |`];
  return p.flavours.map((f) => {
    const by = (name: InstallStepName): InstallStep | undefined => f.steps.filter((s) => s.step === name).at(-1);
    const steps = [by('catalog'), by('install'), by('upgrade')].map(cell).join(' | ');
    return `${head} ${f.flavour} | ${steps} | ${ICON[f.outcome]} ${WORDS[f.outcome]} |`;
  });
}

function details(p: PackageResult, f: FlavourResult): string[] {
  const out = [
    `#### ${ICON[f.outcome]} ${mdText(p.package, 100)} in ${mdText(p.catalog, 100)}, ` +
      `OLM ${f.flavour}: ${WORDS[f.outcome]}`,
    '',
  ];
  for (const s of f.steps)
    if (s.outcome !== 'passed')
      out.push(`- **${s.step}** ${mdText(s.expected, 200)}: ${mdMessage(s.detail ?? WORDS[s.outcome], 1500)}`);
  if (f.note !== undefined) out.push(`- ${mdMessage(f.note, 1500)}`);
  for (const e of f.evidence) {
    out.push('', `<details><summary>${htmlText(e.source, 200)}</summary>`, '');
    out.push(...mdFence('text', e.lines.map((l) => clip(textSafe(l), 600)).join('\n')), '', '</details>');
  }
  return [...out, ''];
}

/** The check run's summary (and the job summary): within `max` characters. */
export function renderInstallTest(r: InstallTestResult, max = 65_000): string {
  const head = [
    `### fbc-bot install: ${installConclusion(r) === 'success' ? '✅' : '❌'} ${mdText(installTitle(r))}`,
    '',
    'Each package of the install plan on a kind cluster: the catalog served, the base head installed, the upgrade ' +
      'the pull request adds carried out and the installed bundle compared with the plan. 🔒: an image needs a ' +
      'login the cluster does not have, so the install could not be verified (not a failure).',
    '',
    '| Package | Catalog | OLM | Catalog served | Install | Upgrade | Result |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const table = r.packages.flatMap(rows);
  let text = [...head, ...table, ''].join('\n');
  const failing = r.packages.flatMap((p) =>
    p.flavours.filter((f) => f.outcome !== 'passed' && f.outcome !== 'skipped').map((f) => [p, f] as const),
  );
  let left = failing.length;
  for (const [p, f] of failing) {
    const section = details(p, f).join('\n');
    if (text.length + section.length + 200 > max) break;
    text += `\n${section}`;
    left--;
  }
  if (left > 0)
    text +=
      `\n_${left} more failure report${left === 1 ? '' : 's'} left out to stay within GitHub's limit: ` +
      `see the job's log._\n`;
  return clip(text, max);
}
