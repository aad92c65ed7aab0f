// Conformance fixtures live in git, and a checkout without symlink support stores a symlink as
// a small file holding its target path. Restore such links in a temporary copy so the case
// means what the real opm run saw.
import { cpSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

function walk(dir: string, out: string[]): void {
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    const st = lstatSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (st.isFile() && st.size < 256) out.push(p);
  }
}

export function withRestoredSymlinks(catalogDir: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'fbc-case-')), 'catalog');
  cpSync(catalogDir, copy, { recursive: true, verbatimSymlinks: true });
  const files: string[] = [];
  walk(copy, files);
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    if (!/^[\w./-]+$/.test(text) || text.includes('\n')) continue;
    const target = resolve(dirname(f), text);
    if (target === f || !target.startsWith(copy) || !existsSync(target)) continue;
    rmSync(f);
    symlinkSync(text, f);
  }
  return copy;
}
