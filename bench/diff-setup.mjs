// The diff benchmark's repository: ../shared/corpus/head committed as base, and a head commit
// that releases one package (a new bundle replacing its default channel's head, written back
// as `opm render` writes YAML). Setup only: nothing here is timed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { gitEnv as env } from './git-env.mjs';

const git = (repo, ...args) => execFileSync('git', ['-C', repo, ...args], { env, encoding: 'utf8' }).trim();

function release(text) {
  const docs = parseAllDocuments(text).map((d) => d.toJS());
  const pkg = docs.find((d) => d.schema === 'olm.package');
  const channel = docs.find((d) => d.schema === 'olm.channel' && d.name === pkg.defaultChannel);
  const replaced = new Set(channel.entries.flatMap((e) => [e.replaces, ...(e.skips ?? [])]));
  const head = channel.entries.find((e) => !replaced.has(e.name));
  const bundle = docs.find((d) => d.schema === 'olm.bundle' && d.name === head.name);
  const name = `${pkg.name}.v99.0.0`;
  channel.entries.push({ name, replaces: head.name });
  const props = bundle.properties.map((p) =>
    p.type === 'olm.package' ? { ...p, value: { ...p.value, version: '99.0.0' } } : p,
  );
  docs.push({ ...bundle, name, image: `${bundle.image.split(/[:@]/)[0]}:v99.0.0`, properties: props });
  return docs.map((d) => `---\n${stringify(d, { lineWidth: 0 })}`).join('');
}

/** Returns { repo, base, head, file } with `file` the changed package's catalog file. */
export function diffRepository(work, corpusHead, catalog, pkg) {
  const repo = join(work, 'repo');
  mkdirSync(repo, { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  cpSync(join(corpusHead, 'catalogs'), join(repo, 'catalogs'), { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  const base = git(repo, 'rev-parse', 'HEAD');
  const file = join('catalogs', catalog, pkg, 'catalog.yaml');
  writeFileSync(join(repo, file), release(readFileSync(join(repo, file), 'utf8')));
  git(repo, 'commit', '-q', '-am', `release ${pkg} v99.0.0`);
  return { repo, base, head: git(repo, 'rev-parse', 'HEAD'), dir: join('catalogs', catalog, pkg) };
}
