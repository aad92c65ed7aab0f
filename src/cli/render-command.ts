// `fbc-bot render --template FILE --bundles-from SOURCE [--opm-version V] [-o json|yaml] [--repo DIR]`:
// what `opm alpha render-template` writes for a basic or semver template, each bundle taken from
// a catalog already rendered (matched by image) instead of pulled and rendered from its image.
import { readFileSync } from 'node:fs';
import type { DBundle } from '../catalog/declcfg.js';
import { loadCatalog } from '../catalog/load.js';
import { sourceCatalogs } from '../source/catalog-source.js';
import { SourceError } from '../source/source-error.js';
import { bundleDocument, catalogBundles, renderedPackage, wholeDocument } from '../templates/catalog-bundles.js';
import { linkingsMatching } from '../templates/linking-match.js';
import { linkingOfOpm, OPM_LINKINGS, opmReleasesOf, type OpmLinking } from '../templates/opm-linking.js';
import { writeOpm, type OpmFormat } from '../templates/opm-output.js';
import { renderTemplate, templateKind, type CatalogBundle } from '../templates/render-template.js';
import { readSemverTemplate } from '../templates/semver-read.js';
import type { TemplateProblem } from '../templates/expectation.js';
import { one, parseArgs, UsageError } from './args.js';
import type { Io } from './io.js';

function readTemplate(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new SourceError(`cannot read the template ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

const problemLines = (file: string, problems: readonly TemplateProblem[]): string =>
  problems.map((p) => `${file}${p.line !== undefined ? `:${p.line}` : ''}: ${p.message}\n`).join('');

export function renderCommand(argv: readonly string[], io: Io): number {
  const args = parseArgs(argv, [
    { name: 'template' },
    { name: 'bundles-from' },
    { name: 'opm-version' },
    { name: 'format', short: 'o', choices: ['json', 'yaml'] },
    { name: 'repo' },
  ]);
  if (args.positionals.length > 0) throw new UsageError(`render takes no SOURCE (got ${args.positionals.join(' ')})`);
  const file = one(args, 'template');
  if (file === undefined) throw new UsageError('render needs --template FILE');
  const from = one(args, 'bundles-from');
  if (from === undefined) {
    throw new UsageError(
      'render needs --bundles-from SOURCE: the catalog whose bundles the template lists (rendering a bundle ' +
        'from its image is not supported)',
    );
  }
  const asked = one(args, 'opm-version');
  let linking: OpmLinking | undefined;
  if (asked !== undefined) {
    linking = linkingOfOpm(asked);
    if (linking === undefined) throw new UsageError(`--opm-version ${asked} is no opm release from v1.27.1 on`);
  }
  const text = readTemplate(file);
  const kind = templateKind(text);
  if (typeof kind !== 'string') {
    io.err(problemLines(file, [kind]));
    return 1;
  }
  const [catalog] = sourceCatalogs(from, undefined, one(args, 'repo'));
  const cfg = loadCatalog(catalog!.read().entries).cfg;
  // One bundle per image, SOURCE's first, for both its version and its document: two packages
  // of SOURCE sharing an image must not give a channel one bundle's version and another's document.
  const byImage = new Map<string, DBundle>();
  for (const b of cfg.bundles) if (!byImage.has(b.image)) byImage.set(b.image, b);
  const bundles: CatalogBundle[] = catalogBundles({ ...cfg, bundles: [...byImage.values()] }).map((b) => ({
    ...b,
    document: () => bundleDocument(byImage.get(b.image)!),
  }));
  // The semver template's package: the package of its first bundle in SOURCE.
  const t = kind === 'semver' ? readSemverTemplate(text) : undefined;
  const first =
    t && !Array.isArray(t) ? [...t.bundles.candidate, ...t.bundles.fast, ...t.bundles.stable][0] : undefined;
  const pkg = bundles.find((b) => b.image === first?.image)?.package;
  let note = '';
  if (t && !Array.isArray(t) && linking === undefined && pkg !== undefined) {
    // Never claim SOURCE shows a release when its channels (hand-edited, or a template ahead of
    // them) equal no opm release's output: say the newest opm's linking is a default.
    linking = linkingsMatching(t, bundles, renderedPackage(cfg, pkg))[0];
    note =
      linking !== undefined
        ? `fbc-bot render: channels linked as ${opmReleasesOf(linking)} links them, as ${from}'s are ` +
          '(--opm-version to choose)\n'
        : `fbc-bot render: ${from}'s channels of ${pkg} are linked as no opm release links them; channels ` +
          `linked as ${opmReleasesOf(OPM_LINKINGS[0]!)} links them (--opm-version to choose)\n`;
  }
  const catalogPackage = cfg.packages.find((p) => p.name === pkg);
  const rendered = renderTemplate(
    text,
    bundles,
    linking ?? OPM_LINKINGS[0]!,
    catalogPackage && wholeDocument(catalogPackage.doc),
  );
  if ('problems' in rendered) {
    io.err(problemLines(file, rendered.problems));
    return 1;
  }
  if (note !== '') io.err(note);
  io.out(writeOpm(rendered.documents, (one(args, 'format') ?? 'json') as OpmFormat));
  return 0;
}
