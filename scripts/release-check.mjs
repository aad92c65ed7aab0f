// `npm run release-check [-- vX.Y.Z]`: what a release publishes is what it should be. The tag (when
// given) names package.json's version, which src/model/version.ts states too and CHANGELOG.md has
// an entry for; `npm pack --dry-run` lists the package (printed), which holds the Action
// (action.yml, dist/index.js) and the command line (dist/cli.js, package.json's bin, with its
// shebang) and nothing of the sources or tests. Offline: nothing is fetched or published.
// The release workflow runs it after check-dist (dist/ is exactly the build of the tag).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isMain } from './is-main.mjs';

const REQUIRED = ['package.json', 'action.yml', 'dist/index.js', 'dist/cli.js', 'README.md', 'CHANGELOG.md'];
/** Nothing a user runs lives there: the package must not carry it. */
const FORBIDDEN = /^(src|test|bench|scripts|examples|eslint-rules|\.github|\.ci)\/|\.test\.|^(tsconfig|vitest|eslint)/;

/**
 * The problems with a release of `root` (tagged `tag`, when given); the files `npm pack` would publish. With `into`,
 * the package is packed there (its tarball `<name>-<version>.tgz`), not only listed.
 */
export function releaseProblems(root, tag, into) {
  const problems = [];
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  if (pkg.private) problems.push('package.json is private: npm refuses to publish it');
  // dist/ is bundled: a runtime dependency would only make `npx fbc-bot` install (and warn about) what it never loads.
  for (const name of Object.keys(pkg.dependencies ?? {}))
    problems.push(`${name} is a runtime dependency, but dist/ is bundled: make it a devDependency`);
  if (!existsSync(`${root}/LICENSE`))
    problems.push('LICENSE is missing: package.json names a licence the package does not carry');
  if (tag !== undefined && tag !== `v${pkg.version}`)
    problems.push(`tag ${tag} does not name package.json's version ${pkg.version} (v${pkg.version})`);
  if (!/^\d+\.\d+\.\d+$/.test(pkg.version)) problems.push(`version ${pkg.version} is not X.Y.Z`);
  const source = readFileSync(`${root}/src/model/version.ts`, 'utf8');
  if (!source.includes(`VERSION = '${pkg.version}'`))
    problems.push(`src/model/version.ts does not state ${pkg.version} (fbc-bot --version would lie)`);
  const changelog = readFileSync(`${root}/CHANGELOG.md`, 'utf8');
  if (!new RegExp(`^## \\[${pkg.version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm').test(changelog))
    problems.push(`CHANGELOG.md has no "## [${pkg.version}] - YYYY-MM-DD" entry`);
  const [packed] = JSON.parse(
    execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--offline', ...(into ? ['--pack-destination', into] : ['--dry-run'])],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  const files = packed.files.map((f) => f.path).sort();
  for (const f of REQUIRED) if (!files.includes(f)) problems.push(`the package lacks ${f}`);
  for (const f of files.filter((x) => FORBIDDEN.test(x))) problems.push(`the package holds ${f}, which no user runs`);
  const bin = pkg.bin?.['fbc-bot'];
  if (bin === undefined || !files.includes(bin.replace(/^\.\//, '')))
    problems.push(`bin fbc-bot (${bin}) is not in the package`);
  else if (!readFileSync(`${root}/${bin}`, 'utf8').startsWith('#!/usr/bin/env node\n'))
    problems.push(`${bin} does not start with #!/usr/bin/env node: npx could not run it`);
  return { problems, files, name: `${packed.name}@${packed.version}`, size: packed.size };
}

if (isMain(import.meta.url)) {
  const { problems, files, name, size } = releaseProblems('.', process.argv[2]);
  console.log(`${name}: ${files.length} files, ${(size / 1024).toFixed(0)} KiB packed`);
  for (const f of files) console.log(`  ${f}`);
  if (problems.length > 0) {
    for (const p of problems) console.error(`release-check: ${p}`);
    process.exit(1);
  }
}
