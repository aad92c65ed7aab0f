// The relative imports of the TypeScript files under a source root, read with TypeScript's own
// pre-processor (it skips comments and strings, and sees `import type`, `export … from` and
// `import()`), so the lint rules here need nothing beyond the project's dependencies.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every .ts file under `root` (declaration files aside: nothing imports them by path). */
export function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(p);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out.sort();
}

/** The file a relative specifier names (`./x.js` is `./x.ts` in the source), or undefined. */
export function resolveImport(from, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return undefined;
  const target = path.resolve(path.dirname(from), spec);
  const candidates = target.endsWith('.js')
    ? [target.slice(0, -3) + '.ts', target]
    : [target, `${target}.ts`, path.join(target, 'index.ts')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? candidates[0];
}

/** The files `file` imports, from its text. */
export function importsOf(file, text) {
  const out = new Set();
  for (const f of ts.preProcessFile(text, true, true).importedFiles) {
    const t = resolveImport(file, f.fileName);
    if (t !== undefined) out.add(t);
  }
  return out;
}

/** `root`/<folder>/… → folder; undefined for a file outside `root` or directly in it. */
export function folderOf(root, file) {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}
