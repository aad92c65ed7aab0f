// Each package's ci.yaml as one review reads it: per commit and path, read from git and parsed
// once, whichever stage asks first (owners from base, template renderings from both sides,
// template notes from head), and handed to the others. Keyed by commit: what one side holds never
// answers for another, so nothing read from head can stand for base's owners.
import { readCiYaml, type CiYaml } from '../config/ci-yaml.js';
import { readBaseFiles } from './base-files.js';

/** A ci.yaml parsed, or what keeps it from being read (a symlink, a directory, too large). */
export type CiYamlFile = { readonly ci: CiYaml } | { readonly problem: string };

export class CiYamlFiles {
  private readonly read = new Map<string, CiYamlFile | undefined>();
  constructor(private readonly repo: string) {}

  /** The files at `paths` in `commit` that exist there (resolved: one commit, one key). */
  at(commit: string, paths: readonly string[]): Map<string, CiYamlFile> {
    const key = (p: string): string => `${commit}\0${p}`;
    const unread = [...new Set(paths)].filter((p) => !this.read.has(key(p)));
    if (unread.length > 0) {
      const files = readBaseFiles(this.repo, commit, unread);
      for (const p of unread) {
        const f = files.get(p);
        this.read.set(key(p), f === undefined ? undefined : 'text' in f ? { ci: readCiYaml(f.text, p) } : f);
      }
    }
    const out = new Map<string, CiYamlFile>();
    for (const p of paths) {
      const f = this.read.get(key(p));
      if (f !== undefined) out.set(p, f);
    }
    return out;
  }
}
