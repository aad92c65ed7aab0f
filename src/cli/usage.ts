// What `--help`, `help <command>` and a usage error print: each command's synopsis, what it
// does and its options; the manual lists every command.

interface CommandHelp {
  readonly synopsis: string;
  /** One line for the list of commands. */
  readonly summary: string;
  readonly about: string;
  readonly options: readonly (readonly [string, string])[];
}

const REPO: readonly [string, string] = [
  '    --repo DIR',
  'the repository git sources are read from (default: the working directory)',
];
const CONFIG: readonly [string, string] = [
  '    --config FILE',
  'the configuration to use instead of .github/fbc-bot.yaml',
];
const HELP: readonly [string, string] = ['-h, --help', 'this help'];
const CHECK_IMAGES: readonly [string, string] = [
  '    --check-images',
  'ask the registries whether new image references exist, and read CRDs from bundle images (off: no ' +
    'network; credentials from the docker config.json)',
];
const SOURCE = `SOURCE is a catalog directory, or git:<rev>:<path>: a tree read from the repository without a
checkout, its path from the repository root, or image:<pull spec>: the configs directory of a
catalog image (its operators.operatorframework.io.index.configs.v1 label), read from the registry.`;

export const COMMANDS: Readonly<Record<string, CommandHelp>> = {
  validate: {
    synopsis: 'validate [-o text|json|sarif] [--catalogs GLOB] [--check-images] [--repo DIR] [--config FILE] SOURCE',
    summary: 'check catalogs as opm validate would, plus the repository policy',
    about: `Check a file-based catalog as \`opm validate\` would, reporting every problem, plus the
repository policy of .github/fbc-bot.yaml.`,
    options: [
      ['-o, --format FORMAT', 'text (default), json or sarif'],
      ['    --catalogs GLOB', 'each directory under SOURCE matching GLOB (Go filepath.Match per segment) is a catalog'],
      [
        '    --check-images',
        'ask the registries whether every image reference exists (at most 1,000 per run; credentials from ' +
          'the docker config.json)',
      ],
      REPO,
      CONFIG,
      HELP,
    ],
  },
  diff: {
    synopsis:
      'diff --base SOURCE --head SOURCE [--catalogs GLOB] [--strict] [--check-images] [-o ' +
      'text|json|markdown|sarif] [--repo DIR] [--config FILE] [--cache DIR]',
    summary: 'what a change does: findings it introduces, changes, stranded installs',
    about: `What a change does: head's findings marked introduced or not, every change of packages,
channels, bundles and upgrade edges, and installs it strands. Both sides are judged by base's
configuration.`,
    options: [
      ['    --base SOURCE', 'the catalogs before the change'],
      ['    --head SOURCE', 'the catalogs after the change'],
      ['    --catalogs GLOB', 'pair the directories matching GLOB under each side as catalogs'],
      ['    --strict', 'errors base already had fail the change too (default: only the errors it introduces)'],
      ['-o, --format FORMAT', 'text (default), json, markdown, or sarif (the introduced findings)'],
      ['    --cache DIR', 'reuse what an earlier run learnt about unchanged files'],
      CHECK_IMAGES,
      REPO,
      CONFIG,
      HELP,
    ],
  },
  graph: {
    synopsis: 'graph [--package P] [--channel C] [-o json|mermaid] [--repo DIR] SOURCE',
    summary: 'the upgrade graph of each package, as JSON or Mermaid',
    about: `The upgrade graph: edges, heads, and what OLM classic and OLM v1 upgrade each bundle to.`,
    options: [
      ['    --package P', "only this package (--package-name, opm's spelling, too)"],
      ['    --channel C', 'only this channel'],
      ['-o, --format FORMAT', 'json (default) or mermaid'],
      REPO,
      HELP,
    ],
  },
  render: {
    synopsis:
      'render --template FILE (--bundles-from SOURCE | --check-images [--migrate-level L]) [--opm-version V] ' +
      '[-o json|yaml] [--repo DIR]',
    summary: 'what opm alpha render-template writes for a basic or semver template',
    about: `What \`opm alpha render-template\` writes for a basic (olm.template.basic) or semver (olm.semver)
template, byte for byte. Each bundle is taken from a catalog already rendered (the catalog
SOURCE's bundle with the template's image), or with --check-images pulled and rendered from its
image as \`opm render\` does (credentials and plain HTTP as for validate --check-images). The
semver template's channels are linked as the opm release of --opm-version does (opm changed it in
v1.37, v1.57 and v1.61); without it, as the release whose links SOURCE's channels show (with
--check-images: current opm). A template opm would refuse, an image SOURCE has no bundle for, or
an image that is no bundle is exit 1 naming the template; an image the registry does not have or
does not answer for is exit 2.`,
    options: [
      ['    --template FILE', 'the template (operators/<package>/catalog-templates/*.yaml)'],
      ['    --bundles-from SOURCE', 'the catalog the bundles are taken from, matched by image'],
      ['    --check-images', 'pull each bundle image and render it as opm render does'],
      [
        '    --migrate-level L',
        "none (default) or bundle-object-to-csv-metadata (OpenShift 4.17+ catalogs'): with --check-images",
      ],
      ['    --opm-version V', 'link channels as this opm release does (v1.46.0; default: as SOURCE shows)'],
      ['-o, --format FORMAT', "json (default, as opm's) or yaml"],
      REPO,
      HELP,
    ],
  },
  resolve: {
    synopsis:
      'resolve --package P [--channel C]... [--version RANGE] [--installed BUNDLE[@VERSION]] [-o ' +
      'json|text] [--repo DIR] SOURCE',
    summary: 'what OLM v1 and OLM classic would install or upgrade to',
    about: `What a ClusterExtension (OLM v1) and a Subscription (OLM classic) would install or upgrade
to. A --channel the package does not have is exit 1, naming its channels.`,
    options: [
      ['    --package P', "the package to resolve (--package-name, opm's spelling, too)"],
      ['    --channel C', 'a channel to pick from (repeatable; OLM classic reads the first)'],
      ['    --version RANGE', 'a Masterminds version range (OLM v1; OLM classic has none)'],
      ['    --installed BUNDLE', 'the bundle installed now: resolve an upgrade from it'],
      ['-o, --format FORMAT', 'json (default) or text: each pick and why, in words'],
      REPO,
      HELP,
    ],
  },
  review: {
    synopsis:
      'review --base REV --head REV [--repo DIR] [--config FILE] [--author LOGIN] [--approvals FILE] ' +
      '[--check-images] [-o markdown|text|json]',
    summary: 'what the Action posts on a pull request: diff, ownership, auto-merge',
    about: `What the Action posts on a pull request, offline: the diff of every catalog from the merge
base of base and head (where head branched off, so later commits on base are not taken for the
pull request's) to head, and who owns each changed package, who approved the head commit and who
still can, with auto-merge eligibility. Configuration and owners are read from base.`,
    options: [
      ['    --base REV', 'the revision the pull request merges into'],
      ['    --head REV', "the pull request's head revision"],
      ['    --author LOGIN', "the pull request's author (a GitHub login)"],
      ['    --approvals FILE', 'a JSON list of {login, state, commit, body}, oldest first'],
      [
        '-o, --format FORMAT',
        'markdown (default, the comment), text (for a terminal: the verdict, each problem once, who must ' +
          'approve) or json',
      ],
      CHECK_IMAGES,
      REPO,
      CONFIG,
      HELP,
    ],
  },
  'publish-image': {
    synopsis:
      'publish-image [--base-image REF] --to REPOSITORY [--catalogs GLOB] [--tag TEMPLATE]... [-o text|json] ' +
      '[--repo DIR] [--config FILE] SOURCE',
    summary: 'build each catalog into a catalog image and push it, no container daemon',
    about: `Build each catalog into a catalog image (the base image, every platform of it, plus one layer
with the catalog at /configs and the configs label), push it to REPOSITORY over the registry API,
read it back as a cluster would and compare it with the catalog, then tag it. The same base digest
and catalog give the same digest anywhere (the time is the commit's, or SOURCE_DATE_EPOCH).
Exit 1 when an image does not read back as the catalog (it is then not tagged); 2 when a registry
refuses.`,
    options: [
      ['    --base-image REF', 'the image holding /bin/opm (default quay.io/operator-framework/opm:latest)'],
      ['    --to REPOSITORY', 'the repository to push to (host/path, no tag)'],
      ['    --catalogs GLOB', 'each directory under SOURCE matching GLOB is a catalog (default: SOURCE is one)'],
      [
        '    --tag TEMPLATE',
        'a tag, repeatable: {catalog} (the directory name), {commit}, {short} (12 hex; git sources); default ' +
          '{catalog}, and {catalog}-{short} for a git source',
      ],
      ['-o, --format FORMAT', 'text (default) or json'],
      REPO,
      CONFIG,
      HELP,
    ],
  },
  'install-plan': {
    synopsis:
      'install-plan --base REV --head REV [--repo DIR] [--config FILE] [--catalog-image TEMPLATE] [-o ' +
      'json|markdown]',
    summary: 'what a change asks a cluster to install: first installs, upgrades, manifests',
    about: `Per package the change touches and catalog: the first install a new user gets (the default
channel's head), the upgrade each existing user gets (base's channel head to what OLM resolves
on head), and the manifests that perform them for OLM v1 and OLM classic, in apply order.
Configuration and consumers are read from base.`,
    options: [
      ['    --base REV', 'the revision the pull request merges into'],
      ['    --head REV', "the pull request's head revision"],
      [
        '    --catalog-image TEMPLATE',
        'where clusters pull each catalog image: {catalog} (its path), {name} (its directory) and {sha} (the ' +
          'head commit) are filled (default localhost:5001/fbc-bot/catalog:{name})',
      ],
      ['-o, --format FORMAT', 'json (default, the InstallPlan) or markdown'],
      REPO,
      CONFIG,
      HELP,
    ],
  },
};

export const commandNames = (): string[] => Object.keys(COMMANDS);

const EXIT = 'exit codes: 0 pass, 1 findings with errors, 2 usage error, unreadable source or invalid configuration';

/** `fbc-bot <command> --help`: the synopsis, what the command does, every option. */
export function commandHelp(name: string): string {
  const c = COMMANDS[name]!;
  const width = Math.max(...c.options.map(([f]) => f.length));
  const options = c.options.map(([f, t]) => `  ${f.padEnd(width)}  ${t}`).join('\n');
  return (
    `usage: fbc-bot ${c.synopsis}\n\n${c.about}\n\n${c.synopsis.includes('SOURCE') ? `${SOURCE}\n\n` : ''}` +
    `options:\n${options}\n\n${EXIT}\n`
  );
}

/** After a usage error: the synopsis and where the rest is. */
export function shortUsage(name: string): string {
  return `usage: fbc-bot ${COMMANDS[name]!.synopsis}\nrun 'fbc-bot ${name} --help' for the options\n`;
}

/** The commands, one line each, and where each one's help is. */
export function overview(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}${c.summary}`);
  return (
    `usage: fbc-bot <command> [options]\n\ncommands:\n${lines.join('\n')}\n\nrun 'fbc-bot help <command>' ` +
    `(or 'fbc-bot <command> --help') for its options, 'fbc-bot --version' for the version\n`
  );
}

/** `fbc-bot --help`: every command's synopsis and description. */
export function manual(): string {
  const commands = Object.values(COMMANDS).map(
    (c) =>
      `  ${c.synopsis}\n${c.about
        .split('\n')
        .map((l) => `      ${l}`)
        .join('\n')}`,
  );
  return (
    `usage: fbc-bot <command> [options]\n\ncommands:\n${commands.join('\n')}\n\n${SOURCE}\nrun 'fbc-bot ` +
    `<command> --help' for a command's options\n\n${EXIT}\n`
  );
}
