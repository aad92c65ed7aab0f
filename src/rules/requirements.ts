// Whether what bundles require (olm.package.required, olm.gvk.required) is in the catalog. The
// one family of rules that looks across packages: each part of a catalog states what it requires
// and provides (plain data, so a part validated in an earlier run can be reused), and this joins
// them. What the rest of the index provides (operators outside these catalogs) the repository
// declares in its configuration.
import { parseVersion, type Version } from '../semver/blang.js';
import { blangRangeMatch } from '../semver/blang-range.js';
import { parsedRange } from '../graph/entry.js';
import type { Draft } from '../model/draft.js';
import { clipText, goQuoteClipped, quoteValue } from './quote.js';

export interface Gvk {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
}

/** A group/version/kind as requirements and what provides them are keyed. */
export const gvkKey = (g: Gvk): string => `${g.group}/${g.version}/${g.kind}`;

interface Required {
  readonly package: string;
  readonly bundle: string;
  /** The requiring property, catalog-relative. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export type Requirement = Required &
  (
    | { readonly kind: 'package'; readonly name: string; readonly range: string; readonly valid: boolean }
    | { readonly kind: 'gvk'; readonly group: string; readonly version: string; readonly gvkKind: string }
  );

export interface DependencyFacts {
  /** Every package of this part, with the versions of its bundles. */
  readonly packages: readonly (readonly [string, readonly string[]])[];
  /** group/version/kind of every olm.gvk a bundle provides. */
  readonly gvks: readonly string[];
  readonly requires: readonly Requirement[];
}

/** What the rest of the index provides (the repository's configuration): requirements on these
 * are satisfied, whatever the versions. */
export interface ExternalProviders {
  readonly externalPackages?: readonly string[];
  /** `group/version/Kind`. */
  readonly externalApis?: readonly string[];
}

/** A requirement's target, for the package that states it: the same required package (any
 * range) or the same group/version/kind is the same requirement. */
export const requirementKey = (r: Requirement): string =>
  r.kind === 'package'
    ? `${r.package}\u0000package\u0000${r.name}`
    : `${r.package}\u0000gvk\u0000${gvkKey({ group: r.group, version: r.version, kind: r.gvkKind })}`;

export interface Unsatisfied {
  readonly requirement: Requirement;
  readonly draft: Draft;
}

export function requirementRules(parts: readonly DependencyFacts[], external: ExternalProviders = {}): Draft[] {
  return unsatisfiedRequirements(parts, external).map((u) => u.draft);
}

/**
 * What the catalog's parts provide: each package's versions, the APIs, and whether a package has a
 * version in a range (judged once per package name and range text).
 */
function provided(parts: readonly DependencyFacts[]): {
  packages: ReadonlyMap<string, readonly string[]>;
  gvks: ReadonlySet<string>;
  satisfied: (name: string, range: string) => boolean;
} {
  const packages = new Map<string, readonly string[]>();
  const gvks = new Set<string>();
  for (const part of parts) {
    for (const [name, versions] of part.packages) packages.set(name, [...(packages.get(name) ?? []), ...versions]);
    for (const g of part.gvks) gvks.add(g);
  }
  const parsed = new Map<string, Version[]>();
  const versionsOf = (name: string): Version[] => {
    let vs = parsed.get(name);
    if (!vs)
      parsed.set(
        name,
        (vs = (packages.get(name) ?? []).flatMap((s) => {
          const v = parseVersion(s);
          return v.ok ? [v.value] : [];
        })),
      );
    return vs;
  };
  // A YAML alias repeats one long range many times.
  const judged = new Map<string, Map<string, boolean>>();
  const satisfied = (name: string, text: string): boolean => {
    let byRange = judged.get(name);
    if (!byRange) judged.set(name, (byRange = new Map()));
    let ok = byRange.get(text);
    if (ok === undefined) {
      const range = parsedRange(text);
      byRange.set(text, (ok = range.ok && versionsOf(name).some((v) => blangRangeMatch(range.value, v) === true)));
    }
    return ok;
  };
  return { packages, gvks, satisfied };
}

/** Every requirement nothing in the catalog (or declared external) satisfies, with its finding. */
export function unsatisfiedRequirements(
  parts: readonly DependencyFacts[],
  external: ExternalProviders = {},
): Unsatisfied[] {
  const out: Unsatisfied[] = [];
  const externalPackages = new Set(external.externalPackages ?? []);
  const externalApis = new Set(external.externalApis ?? []);
  const { packages, gvks, satisfied } = provided(parts);
  for (const part of parts) {
    for (const r of part.requires) {
      const gvk = r.kind === 'gvk' ? gvkKey({ group: r.group, version: r.version, kind: r.gvkKind }) : '';
      if (r.kind === 'package' ? externalPackages.has(r.name) : externalApis.has(gvk)) continue;
      // Positions only for a finding: reading them may locate the requirement in its document.
      const flag = (draft: Omit<Draft, 'package' | 'bundle' | 'at'>): void =>
        void out.push({
          requirement: r,
          draft: {
            package: r.package,
            bundle: r.bundle,
            at: { file: r.file, line: r.line, column: r.column },
            ...draft,
          },
        });
      if (r.kind === 'package') {
        const known = packages.has(r.name);
        if (!r.valid) {
          // A range that does not parse is its own finding; a missing package still is one too.
          if (!known)
            flag({
              rule: 'dependency-package-unsatisfied',
              message:
                `olm.package.required names package ${quoteValue(r.name)}, which is not in this catalog: ` +
                `installing ${quoteValue(r.bundle)} resolves only if another catalog on the cluster has it`,
            });
          continue;
        }
        const ok = known && satisfied(r.name, r.range);
        if (!ok)
          flag({
            rule: 'dependency-package-unsatisfied',
            message:
              `no bundle in this catalog satisfies olm.package.required ${quoteValue(r.name)} ` +
              `${goQuoteClipped(r.range)}` +
              `${known ? '' : ` (the catalog has no package ${quoteValue(r.name)})`}: installing ` +
              `${quoteValue(r.bundle)} resolves only if another catalog on the cluster has one`,
          });
      } else if (!gvks.has(gvk)) {
        flag({
          rule: 'dependency-gvk-unsatisfied',
          message:
            `no bundle in this catalog provides ${clipText(`${r.group}/${r.version} ${r.gvkKind}`)} ` +
            `(olm.gvk.required): installing ${quoteValue(r.bundle)} resolves only if another catalog on ` +
            `the cluster does`,
        });
      }
    }
  }
  return out;
}
