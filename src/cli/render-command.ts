// `fbc-bot render --template FILE (--bundles-from SOURCE | --check-images) [--opm-version V] [-o json|yaml]
// [--repo DIR]`: what `opm alpha render-template` writes for a basic or semver template, each
// bundle taken from a catalog already rendered (matched by image), or pulled and rendered from
// its image as opm does.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DBundle } from '../catalog/declcfg.js';
import { isJsonObject, type JsonObject } from '../catalog/goyaml/json-value.js';
import { loadCatalog } from '../catalog/load.js';
import { sourceCatalogs } from '../source/catalog-source.js';
import { SourceError } from '../source/source-error.js';
import { bundleDocument, catalogBundles, renderedPackage, wholeDocument } from '../templates/catalog-bundles.js';
import { linkingsMatching } from '../templates/linking-match.js';
import { linkingOfOpm, OPM_LINKINGS, opmReleasesOf, type OpmLinking } from '../templates/opm-linking.js';
import { writeOpm, type OpmFormat } from '../templates/opm-output.js';
import { renderTemplate, templateKind, type CatalogBundle } from '../templates/render-template.js';
import { ARCHETYPES, readSemverTemplate } from '../templates/semver-read.js';
import type { TemplateProblem } from '../templates/expectation.js';
import { templateImages } from '../templates/template-images.js';
import { csvPackageMetadata, MIGRATE_LEVELS, type MigrateLevel } from '../templates/bundle-render.js';
import { readConfig } from '../source/config-source.js';
import { one, parseArgs, UsageError, type ParsedArgs } from './args.js';
import { cliBundleImages } from './cli-image-access.js';
import type { Io } from './io.js';
import { imageBundles } from './render-images.js';

function readTemplate(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new SourceError(`cannot read the template ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

const problemLines = (file: string, problems: readonly TemplateProblem[]): string =>
  problems.map((p) => `${file}${p.line !== undefined ? `:${p.line}` : ''}: ${p.message}\n`).join('');

/** opm v1.65 and later copy the semver template's package icon and description from its head bundle's CSV. */
function copiesCsvMetadata(asked: string | undefined): boolean {
  const m = asked === undefined ? undefined : /^v?(\d+)\.(\d+)/.exec(asked);
  return m === undefined || m === null || Number(m[1]) > 1 || Number(m[2]) >= 65;
}

/** The semver template's head bundle of its default channel in `documents`: opm's package metadata source. */
function headBundle(documents: readonly JsonObject[]): string | undefined {
  const pkg = documents.find((d) => d['schema'] === 'olm.package');
  const channel = documents.find((d) => d['schema'] === 'olm.channel' && d['name'] === pkg?.['defaultChannel']);
  const entries = channel?.['entries'];
  const last = Array.isArray(entries) ? entries[entries.length - 1] : undefined;
  const name = isJsonObject(last) ? last['name'] : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** `render --check-images`: the bundles pulled and rendered from the template's images. */
async function renderFromImages(
  file: string,
  text: string,
  linking: OpmLinking,
  args: ParsedArgs,
  io: Io,
): Promise<number> {
  const named = templateImages(text);
  if ('problems' in named) {
    io.err(problemLines(file, named.problems));
    return 1;
  }
  const asked = one(args, 'opm-version');
  const policy = readConfig(undefined, dirname(file), one(args, 'repo')).policy;
  const migrate = (one(args, 'migrate-level') ?? 'none') as MigrateLevel;
  const pulled = await imageBundles(named.images, cliBundleImages(process.env, policy), migrate);
  if ('problems' in pulled) {
    io.err(problemLines(file, pulled.problems));
    return 1;
  }
  const rendered = pulled.bundles;
  let out = renderTemplate(text, rendered, linking);
  const head = 'documents' in out ? headBundle(out.documents) : undefined;
  const csv = rendered.find((b) => b.name === head)?.csv;
  if (templateKind(text) === 'semver' && csv && copiesCsvMetadata(asked)) {
    out = renderTemplate(text, rendered, linking, csvPackageMetadata(csv));
  }
  if ('problems' in out) {
    io.err(problemLines(file, out.problems));
    return 1;
  }
  io.out(writeOpm(out.documents, (one(args, 'format') ?? 'json') as OpmFormat));
  return 0;
}

export async function renderCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'template' },
    { name: 'bundles-from' },
    { name: 'check-images', boolean: true },
    { name: 'migrate-level' },
    { name: 'opm-version' },
    { name: 'format', short: 'o', choices: ['json', 'yaml'] },
    { name: 'repo' },
  ]);
  if (args.positionals.length > 0) throw new UsageError(`render takes no SOURCE (got ${args.positionals.join(' ')})`);
  const file = one(args, 'template');
  if (file === undefined) throw new UsageError('render needs --template FILE');
  const from = one(args, 'bundles-from');
  const images = args.flags.has('check-images');
  if (from !== undefined && images) {
    throw new UsageError(
      'render takes its bundles from --bundles-from SOURCE or from their images (--check-images), not both',
    );
  }
  const level = one(args, 'migrate-level');
  if (level !== undefined && !(MIGRATE_LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(`--migrate-level ${level} is no opm migrate level (${MIGRATE_LEVELS.join(', ')})`);
  }
  if (from !== undefined && level !== undefined) {
    throw new UsageError('--migrate-level applies to bundles rendered from their images (--check-images)');
  }
  if (from === undefined && !images) {
    throw new UsageError(
      'render needs --bundles-from SOURCE (the catalog whose bundles the template lists) or --check-images ' +
        '(each bundle pulled and rendered from its image)',
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
  if (from === undefined) return renderFromImages(file, text, linking ?? OPM_LINKINGS[0]!, args, io);
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
  const first = t && !Array.isArray(t) ? ARCHETYPES.flatMap((a) => t.bundles[a])[0] : undefined;
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
