// The install plan for people (a pull request comment, a job summary): per package and catalog,
// the first install, each upgrade and who predicts it, then the manifests per flavour, folded, as
// YAML a `kubectl apply -f -` takes. Every catalog value is escaped: a name cannot forge markup.
import { stringify } from 'yaml';
import { htmlText, mdCode, mdFence, mdMessage, mdText } from '../escape/markdown.js';
import type { OlmFlavour } from '../model/consumers.js';
import type { InstallPlan, KubeObject, PackagePlan } from '../model/install-plan.js';

const FLAVOUR: Readonly<Record<OlmFlavour, string>> = { v1: 'OLM v1', classic: 'OLM classic' };

/** The manifests as one multi-document YAML stream. */
function objectsYaml(objects: readonly KubeObject[]): string {
  return objects.map((o) => stringify(o, { lineWidth: 0 }).trimEnd()).join('\n---\n');
}

function upgradeLines(p: PackagePlan): string[] {
  if (p.upgrades.length === 0) return ['- Upgrades: none (no channel head of base moves to a new bundle)'];
  return p.upgrades.map((u) => {
    const who = u.flavours ?? p.consumers;
    const by = `${who.map((f) => FLAVOUR[f]).join(' and ')} resolve${who.length > 1 ? '' : 's'} it`;
    return (
      `- Upgrade in channel ${mdCode(u.channel)}: ${mdCode(u.from)} (${mdText(u.fromVersion)}) → ` +
      `${mdCode(u.to)} (${mdText(u.toVersion)}), as ${by}`
    );
  });
}

function objectsBlock(flavour: OlmFlavour, objects: readonly KubeObject[]): string[] {
  if (objects.length === 0) return [];
  const kinds = objects.map((o) => o.kind).join(', ');
  return [
    '<details>',
    `<summary>${FLAVOUR[flavour]}: ${objects.length} objects (${htmlText(kinds)})</summary>`,
    '',
    ...mdFence('yaml', objectsYaml(objects)),
    '',
    '</details>',
  ];
}

function packageSection(p: PackagePlan): string[] {
  const consumers = p.consumers.length > 0 ? p.consumers.map((f) => FLAVOUR[f]).join(', ') : 'none configured';
  const lines = [
    `### ${mdText(p.package)} in ${mdText(p.catalog)}`,
    '',
    `- Installed by: ${consumers}${p.catalogImage ? `, from ${mdCode(p.catalogImage)}` : ''}`,
    `- First install: ${mdCode(p.install.bundle)} (${mdText(p.install.version)}), head of the default channel ` +
      `${mdCode(p.install.channel)}`,
    ...upgradeLines(p),
  ];
  if (p.installer === 'cluster-admin')
    lines.push(
      "- OLM v1's installer ServiceAccount is bound to cluster-admin: the catalog does not carry the CSV of " +
        'every bundle the plan installs',
    );
  if (p.installMode) lines.push(`- OLM classic's OperatorGroup: ${p.installMode}`);
  for (const n of p.notes ?? [])
    lines.push(`- ⚠️ ${n.flavour ? `${FLAVOUR[n.flavour]}: ` : ''}${mdMessage(n.message)}`);
  lines.push('', ...objectsBlock('v1', p.objects.v1), ...objectsBlock('classic', p.objects.classic));
  return lines;
}

export function renderInstallPlanMarkdown(plan: InstallPlan): string {
  const n = plan.packages.length;
  const lines = [
    '## Install plan',
    '',
    n === 0
      ? 'The change installs nothing new: no package it touches has a bundle to install.'
      : `${n} package${n === 1 ? '' : 's'} to install, per catalog: the first install a new user gets and the ` +
        'upgrade each existing user gets across the edges the change adds.',
  ];
  for (const p of plan.packages) lines.push('', ...packageSection(p));
  if ((plan.skipped ?? []).length > 0) {
    lines.push('', 'Not planned:');
    for (const s of plan.skipped!) lines.push(`- ${mdText(s.package)} in ${mdText(s.catalog)}: ${mdMessage(s.reason)}`);
  }
  return lines.join('\n') + '\n';
}
