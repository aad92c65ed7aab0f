// `npm run bench`: validation vs. a JSON.parse baseline (and the yaml package for reference) on
// the real catalogs in ../shared/corpus, and a one-package diff vs. the work it cannot avoid;
// each mode in a fresh process: one warm-up, median of 5, peak RSS. Reported as ratios measured
// in this one run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { printActionRows, runActionBench } from './action.mjs';
import { bundleEntry } from './bundle.mjs';
import { diffRepository } from './diff-setup.mjs';
import { files } from './files.mjs';
import { runScale } from './scale.mjs';
import { parseAllDocuments } from 'yaml';

// `npm run bench -- PART` runs one part alone; a mistyped part would otherwise run everything.
const PARTS = ['validate', 'scale', 'action', 'hostile', 'images', 'partial-clone', 'publish'];
if (process.argv[2] !== undefined && !PARTS.includes(process.argv[2])) {
  console.error(`bench: unknown part "${process.argv[2]}": one of ${PARTS.join(', ')}, or none for everything`);
  process.exit(2);
}

// `npm run bench -- hostile`: only the hostile-input cases (bench/hostile.mjs; needs no ../shared).
if (process.argv[2] === 'hostile') {
  await (await import('./hostile.mjs')).runHostile();
  process.exit(0);
}

// `npm run bench -- images`: only the image references against a loopback registry (bench/images.mjs; needs no
// ../shared).
if (process.argv[2] === 'images') {
  await (await import('./images.mjs')).runImages();
  await (await import('./partial-clone.mjs')).runPartialClone();
  process.exit(0);
}

// `npm run bench -- partial-clone`: only the fresh runner's checkout + review, full history against a blob-less
// partial clone (bench/partial-clone.mjs; needs the community-operators-prod snapshot, not ../shared).
if (process.argv[2] === 'partial-clone') {
  await (await import('./partial-clone.mjs')).runPartialClone();
  process.exit(0);
}

// `npm run bench -- scale`: only the generated-catalog scale benchmark (needs no ../shared).
if (process.argv[2] === 'scale') {
  await runScale();
  process.exit(0);
}

const shared = resolve(process.env.FBC_SHARED ?? '../shared');
const catalogs = ['v4.21', 'v4.16'].map((v) => join(shared, 'corpus', 'head', 'catalogs', v));
if (!catalogs.every(existsSync)) {
  console.log(`bench: ${shared}/corpus not found (set FBC_SHARED); nothing to measure`);
  process.exit(0);
}
// `npm run bench -- publish`: only the catalog image of v4.16 published vs skopeo copy (bench/publish.mjs).
if (process.argv[2] === 'publish') {
  await (await import('./publish.mjs')).runPublish(shared);
  process.exit(process.exitCode ?? 0);
}
const work = resolve('.bench');
const corpusHead = join(shared, 'corpus', 'head');
const v421 = join(corpusHead, 'catalogs', 'v4.21');
const bySize = readdirSync(v421)
  .map((p) => [p, statSync(join(v421, p, 'catalog.yaml')).size])
  .sort((a, b) => a[1] - b[1]);
/** The package of the one-package pull requests: the median by size. */
const medianPackage = bySize[Math.floor(bySize.length / 2)][0];

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// `npm run bench -- action`: only the Action against the diff (bench/action.mjs).
if (process.argv[2] === 'action') {
  printActionRows(medianPackage, await runActionBench(corpusHead, medianPackage));
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
await bundleEntry('bench/entry.ts', join(work, 'entry.mjs'));
for (const f of ['worker.mjs', 'files.mjs']) writeFileSync(join(work, f), readFileSync(join('bench', f)));

// The baseline's input: the same documents pre-converted to JSON, one per line.
function toJson(dir) {
  const out = join(work, 'json', relative(shared, dir));
  for (const f of files(dir)) {
    const target = join(out, relative(dir, f));
    mkdirSync(dirname(target), { recursive: true });
    const docs = parseAllDocuments(readFileSync(f, 'utf8')).map((d) => JSON.stringify(d.toJS({ maxAliasCount: -1 })));
    writeFileSync(target, docs.join('\n') + '\n');
  }
  return out;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const measure = (mode, dir, ...rest) =>
  JSON.parse(
    execFileSync(process.execPath, [join(work, 'worker.mjs'), mode, dir, '5', ...rest], {
      cwd: process.cwd(),
      maxBuffer: 1 << 24,
      stdio: ['ignore', 'pipe', 'inherit'],
    }).toString(),
  );

// `npm run bench -- validate`: only the json and validate rows, for iterating on the hot path.
const only = process.argv[2];
const graphRows = [];
console.log('catalog  mode      median ms   peak RSS MB   time ratio   RSS ratio   CPU ratio (vs JSON.parse baseline)');
for (const dir of catalogs) {
  const jsonDir = toJson(dir);
  const base = measure('json', jsonDir);
  const validate = measure('validate', dir);
  const rows = [
    ['json', base],
    ['validate', validate],
    ...(only === 'validate' ? [] : [['yaml', measure('yaml', dir)]]),
  ];
  for (const [mode, r] of rows) {
    const t = median(r.times);
    console.log(
      `${dir.split('/').pop().padEnd(8)} ${mode.padEnd(9)} ${t.toFixed(1).padStart(9)}   ` +
        `${(r.rss / 2 ** 20).toFixed(0).padStart(11)}   ${(t / median(base.times)).toFixed(2).padStart(10)}  ` +
        ` ${(r.rss / base.rss).toFixed(2).padStart(9)}   ` +
        `${(median(r.cpu) / median(base.cpu)).toFixed(2).padStart(9)}`,
    );
  }
  if (only !== 'validate')
    graphRows.push([dir.split('/').pop(), validate, measure('graph', dir), measure('resolve', dir)]);
}
if (only === 'validate') {
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
console.log('\ncatalog  command   median ms   time vs validate (same run)');
for (const [name, validate, graph, resolve] of graphRows) {
  for (const [mode, r] of [
    ['graph', graph],
    ['resolve', resolve],
  ]) {
    console.log(
      `${name.padEnd(8)} ${mode.padEnd(9)} ${median(r.times).toFixed(1).padStart(9)}   ` +
        `${(median(r.times) / median(validate.times)).toFixed(2).padStart(8)}`,
    );
  }
}
// CRD upgrade safety of every edge of every channel of v4.16 (all olm.bundle.object), vs its validation.
for (const [name, validate] of graphRows.filter(([n]) => n === 'v4.16')) {
  const crd = measure(
    'crd',
    catalogs.find((d) => d.endsWith(name)),
  );
  const cpu = crd.cpu && validate.cpu ? `   (CPU time ${(median(crd.cpu) / median(validate.cpu)).toFixed(2)})` : '';
  console.log(
    `${name.padEnd(8)} ${'crd'.padEnd(9)} ${median(crd.times).toFixed(1).padStart(9)}   ` +
      `${(median(crd.times) / median(validate.times)).toFixed(2).padStart(8)}${cpu}`,
  );
}

// The diff: one package released inside a repository holding the whole corpus, against the work
// that cannot be avoided (listing both trees, validating that package's files on both sides).
console.log('\ndiff of one released package in a repository holding the whole corpus (v4.16 + v4.21)');
console.log('package                      size KB   list+validate ms   diff cold ms (ratio)   diff warm ms (ratio)');
for (const [pkg, size] of [bySize[Math.floor(bySize.length / 2)], bySize[bySize.length - 1]]) {
  const at = join(work, `diff-${pkg}`);
  const { repo, base, head, dir } = diffRepository(at, corpusHead, 'v4.21', pkg);
  const floor =
    median(measure('list', repo, base, head).times) + median(measure('package', repo, base, head, dir).times);
  const cold = median(measure('diff-cold', repo, base, head).times);
  const warm = median(measure('diff-warm', repo, base, head, join(at, 'cache')).times);
  console.log(
    `${pkg.padEnd(28)} ${(size / 1024).toFixed(0).padStart(7)}   ${floor.toFixed(1).padStart(16)}   ` +
      `${cold.toFixed(1).padStart(12)} (${(cold / floor).toFixed(2)})   ${warm.toFixed(1).padStart(12)} (` +
      `${(warm / floor).toFixed(2)})`,
  );
}
printActionRows(medianPackage, await runActionBench(corpusHead, medianPackage));
rmSync(work, { recursive: true, force: true });
await runScale();
await (await import('./images.mjs')).runImages();
await (await import('./partial-clone.mjs')).runPartialClone();
