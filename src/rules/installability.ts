// Installability from the catalog: will the OLM flavours that consume this catalog install the
// bundles a user gets, the channel heads? Each reason becomes a finding naming the flavour and why:
// an error where a `consumers` entry of the configuration says that flavour reads the catalog, a
// warning where that is inferred (the catalog's OpenShift version, or nothing known), info where
// the flavour does not read it; what needs something of the cluster, not a refusal, is at most a
// warning. The CSV is read from the catalog entry, else from the bundle image when registry access
// gives it; without either, only the entry's own properties are judged (install-format.ts says
// where the repository requires the CSV in the catalog).
import type { DBundle } from '../catalog/declcfg.js';
import { channelHeads } from '../graph/heads.js';
import type { Model, MPackage } from '../model/catalog-model.js';
import { ocpVersionOf, type Consumers } from '../model/consumers.js';
import type { Draft } from '../model/draft.js';
import type { Severity } from '../model/rule-table.js';
import { catalogCsvFacts, hasCatalogCsv, type CsvFacts } from './install-csv.js';
import { classicIssues } from './install-classic.js';
import type { InstallIssue } from './install-issue.js';
import { V1_VERSION, v1Issues } from './install-v1.js';
import { quoteValue } from './quote.js';

/** CSV facts of a bundle image (registry access on); undefined: not read. */
export type ImageCsvSource = (image: string) => CsvFacts | undefined;

const NAME = { v1: `OLM v1 (${V1_VERSION})`, classic: 'OLM classic' } as const;

function verdict(issue: InstallIssue, consumers: Consumers): { severity: Severity; says: string } {
  const who = issue.flavour === 'v1' ? 'OLM v1' : 'OLM classic';
  if (!consumers[issue.flavour])
    return { severity: 'info', says: `${who} does not consume this catalog (${consumers.why})` };
  const says = `${who} consumes this catalog (${consumers.why})`;
  return { severity: issue.refuses && consumers.configured ? 'error' : 'warning', says };
}

/** A bundle to judge: a channel head, or the target of an upgrade edge a pull request adds. */
export interface InstallTarget {
  readonly bundle: DBundle;
  readonly edge?: { readonly from: string; readonly to: string };
}

/** Whether a catalog's installs are predicted: who installs from one of no OpenShift version and
 * no consumers entry is not known, so they are predicted for no one. */
export const installJudged = (catalog: string, consumers: Consumers): boolean =>
  consumers.configured === true || ocpVersionOf(catalog) !== undefined;

/** The names of the channel heads of a package (each once). */
export function headNames(pkg: MPackage): Set<string> {
  const out = new Set<string>();
  for (const ch of pkg.channels.values()) for (const name of channelHeads(ch.entries)) out.add(name);
  return out;
}

/** The bundles a user installs: every channel's heads, each once, in channel order. */
export function heads(model: Model): InstallTarget[] {
  const out: InstallTarget[] = [];
  for (const pkg of model.packages.values()) {
    for (const name of headNames(pkg)) {
      const b = pkg.bundles.get(name)?.doc;
      if (b && !b.broken) out.push({ bundle: b });
    }
  }
  return out;
}

/** The installability findings of `targets` of a catalog (its path `catalog`) for its consumers. */
export function installDrafts(
  targets: readonly InstallTarget[],
  catalog: string,
  consumers: Consumers,
  fromImage: ImageCsvSource | undefined,
  drafts: Draft[],
): void {
  const ocp = ocpVersionOf(catalog);
  for (const { bundle: b, edge } of targets) {
    // No channel: the bundle is the problem, whichever channel it heads (a renamed channel is no new one).
    const who = { package: b.package, bundle: b.name, ...(edge ? { edge } : {}) };
    const what = edge ? `${quoteValue(b.name)} (the target of the new upgrade edge from ${quoteValue(edge.from)})` : '';
    const csv = catalogCsvFacts(b) ?? (b.image !== '' && fromImage ? fromImage(b.image) : undefined);
    for (const issue of [...v1Issues(b, csv), ...classicIssues(b, csv, ocp)]) {
      const { severity, says } = verdict(issue, consumers);
      const verb = issue.refuses ? 'will not install' : 'may not install';
      drafts.push({
        ...who,
        rule: issue.rule,
        severity,
        message: `${NAME[issue.flavour]} ${verb} ${edge ? what : quoteValue(b.name)}: ${issue.message}; ${says}`,
        at: { doc: b.doc, ...(issue.path ? { path: issue.path } : {}) },
      });
    }
  }
}

/** The images of the judged channel heads whose entry carries no CSV: what registry access may read. */
export function imagesWithoutCsv(model: Model, catalog: string, consumers: Consumers): string[] {
  if (!installJudged(catalog, consumers)) return [];
  const out = new Set<string>();
  for (const { bundle: b } of heads(model)) if (b.image !== '' && !hasCatalogCsv(b)) out.add(b.image);
  return [...out];
}

/** Installability of every channel head of the catalog. */
export function installabilityRules(
  model: Model,
  catalog: string,
  consumers: Consumers,
  fromImage: ImageCsvSource | undefined,
  drafts: Draft[],
): void {
  if (!installJudged(catalog, consumers)) return;
  installDrafts(heads(model), catalog, consumers, fromImage, drafts);
}
