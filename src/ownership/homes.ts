// Where each package lives in base: the package directories whose files hold its documents, per
// catalog and across them. A directory need not be named for its package (community-operators'
// catalogs/v4.21/konflux/ holds package konflux-operator): ownership goes by where a package's
// documents are in base, not by its name.

export interface BaseFilePackages {
  readonly catalog: string;
  /** The file's path in the catalog. */
  readonly path: string;
  readonly packages: readonly string[];
}

interface Side {
  /** package → its directories → a file of it there (from the repository root). */
  readonly homes: Map<string, Map<string, string>>;
  /** directory → the packages its files hold. */
  readonly held: Map<string, Set<string>>;
}

const side = (): Side => ({ homes: new Map(), held: new Map() });

export class PackageHomes {
  private readonly byCatalog = new Map<string, Side>();
  private readonly all = side();

  constructor(files: Iterable<BaseFilePackages>) {
    for (const f of files) {
      const slash = f.path.indexOf('/');
      if (slash < 0) continue; // directly in the catalog root: no package directory
      const dir = f.path.slice(0, slash);
      const repoPath = f.catalog === '' ? f.path : `${f.catalog}/${f.path}`;
      let s = this.byCatalog.get(f.catalog);
      if (!s) this.byCatalog.set(f.catalog, (s = side()));
      for (const into of [s, this.all]) {
        for (const pkg of f.packages) {
          let h = into.homes.get(pkg);
          if (!h) into.homes.set(pkg, (h = new Map()));
          if (!h.has(dir)) h.set(dir, repoPath);
          let d = into.held.get(dir);
          if (!d) into.held.set(dir, (d = new Set()));
          d.add(pkg);
        }
      }
    }
  }

  /**
   * The directories holding `pkg` in base, each with a file of it: in `catalog`, or, where it has none there, in any
   * catalog.
   */
  homes(catalog: string, pkg: string): ReadonlyMap<string, string> {
    return this.byCatalog.get(catalog)?.homes.get(pkg) ?? this.all.homes.get(pkg) ?? new Map();
  }

  /** The packages `dir` holds in base: in `catalog`, or, where it is not there, in any catalog. */
  held(catalog: string, dir: string): ReadonlySet<string> {
    return this.byCatalog.get(catalog)?.held.get(dir) ?? this.all.held.get(dir) ?? new Set();
  }

  /**
   * The ownership units a changed document of `pkg` in `file` (of `catalog`) belongs to: its package's directories in
   * base, else the directory it is in (a package new to base is its directory's).
   */
  unitsOf(catalog: string, file: string, pkg: string): { readonly unit: string; readonly path: string }[] {
    const homes = this.homes(catalog, pkg);
    if (homes.size > 0) return [...homes].map(([unit, path]) => ({ unit, path }));
    const slash = file.indexOf('/');
    const prefix = catalog === '' ? '' : `${catalog}/`;
    return [{ unit: slash < 0 ? pkg : file.slice(0, slash), path: prefix + file }];
  }
}
