// Which OLM flavours install from a catalog: OLM classic (Subscriptions) and OLM v1
// (ClusterExtensions) judge upgrades differently (CRD safety, which successor wins), so a verdict
// only matters for the flavours that read the catalog. Configured per catalog glob or OpenShift
// version bound; without configuration a catalog named for an OpenShift version follows OpenShift.
import { segmentsMatchAt, globSegments } from '../catalog/gomatch.js';

export type OlmFlavour = 'classic' | 'v1';

export const OLM_FLAVOURS: readonly OlmFlavour[] = ['classic', 'v1'];

/** One `consumers` entry: the catalogs it covers (any glob, and the OpenShift bound when given) and who reads them. */
export interface ConsumerRule {
  /** Catalog paths (runs of whole path segments, Go filepath.Match each; a leading / anchors at the root). */
  readonly catalogs?: readonly string[];
  /** An OpenShift version bound on the catalog's `v4.N` directory: `>=4.18`, `<4.16`, `>=4.12 <4.18`, `4.16`. */
  readonly ocp?: string;
  readonly olm: readonly OlmFlavour[];
}

export interface Consumers {
  readonly classic: boolean;
  readonly v1: boolean;
  /** Why, for messages: "OpenShift 4.16, where OLM v1 is generally available from 4.18", "consumers entry 2". */
  readonly why: string;
  /** A `consumers` entry of the configuration says so (not inferred from the catalog's path). */
  readonly configured?: true;
}

/** A catalog no configuration or OpenShift version speaks for: both flavours may install from it. */
export const EVERY_CONSUMER: Consumers = {
  classic: true,
  v1: true,
  why: 'no consumers entry or OpenShift version names it',
};

/** OpenShift made OLM v1 generally available in 4.18 (a Technology Preview in 4.16 and 4.17). */
const OCP_V1_FROM = { major: 4, minor: 18 } as const;

export interface OcpVersion {
  readonly major: number;
  readonly minor: number;
}

const OCP_DIR = /^v(4)\.(0|[1-9][0-9]{0,3})$/;

/** The OpenShift version a catalog path is named for: its last `v4.N` segment (catalogs/v4.16). */
export function ocpVersionOf(catalog: string): OcpVersion | undefined {
  const parts = catalog.split('/');
  for (let i = parts.length - 1; i >= 0; i--) {
    const m = OCP_DIR.exec(parts[i]!);
    if (m) return { major: Number(m[1]), minor: Number(m[2]) };
  }
  return undefined;
}

const cmp = (a: OcpVersion, b: OcpVersion): number => a.major - b.major || a.minor - b.minor;

type Comparator = { readonly op: '>=' | '<=' | '>' | '<' | '='; readonly at: OcpVersion };

const COMPARATOR = /^(>=|<=|>|<|=)?v?([0-9]{1,4})\.([0-9]{1,4})$/;

/** An OpenShift version bound: whitespace-separated comparators that must all hold; a reason when it is not one. */
export function parseOcpBound(text: string): { ok: true; value: Comparator[] } | { ok: false; error: string } {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return { ok: false, error: 'is empty' };
  const out: Comparator[] = [];
  for (const w of words) {
    const m = COMPARATOR.exec(w);
    if (!m)
      return { ok: false, error: `"${w}" is not a comparator and an OpenShift version (e.g. >=4.18, <4.16, 4.16)` };
    out.push({ op: (m[1] ?? '=') as Comparator['op'], at: { major: Number(m[2]), minor: Number(m[3]) } });
  }
  return { ok: true, value: out };
}

function holds(c: Comparator, v: OcpVersion): boolean {
  const d = cmp(v, c.at);
  return c.op === '>=' ? d >= 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : c.op === '<' ? d < 0 : d === 0;
}

/**
 * Whether a catalog path lies under a pattern: the pattern matches a run of whole path segments
 * (Go filepath.Match each), anywhere in the path unless it starts with `/`, which anchors it at
 * the start (the repository root, or the working directory outside a repository).
 */
export function pathUnder(path: string, pattern: string): boolean {
  const parts = path.split('/');
  const segs = globSegments(pattern);
  const last = pattern.startsWith('/') ? 0 : parts.length - segs.length;
  for (let at = 0; at <= last; at++) if (segmentsMatchAt(segs, parts, at)) return true;
  return false;
}

function entryMatches(rule: ConsumerRule, catalog: string, ocp: OcpVersion | undefined): boolean {
  if (rule.catalogs && !rule.catalogs.some((p) => pathUnder(catalog, p))) return false;
  if (rule.ocp !== undefined) {
    const bound = parseOcpBound(rule.ocp);
    if (!bound.ok || !ocp || !bound.value.every((c) => holds(c, ocp))) return false;
  }
  return rule.catalogs !== undefined || rule.ocp !== undefined;
}

const show = (v: OcpVersion): string => `${v.major}.${v.minor}`;

/**
 * Who consumes `catalog` (a report path such as catalogs/v4.16): the last `consumers` entry that
 * matches it; else, for a catalog named for an OpenShift version, OpenShift's own (OLM classic
 * always, OLM v1 from 4.18); else both. An undefined catalog (one file or directory with no path
 * of its own) is consumed by both.
 */
export function consumersOf(catalog: string | undefined, rules: readonly ConsumerRule[] = []): Consumers {
  const ocp = catalog === undefined ? undefined : ocpVersionOf(catalog);
  for (let i = rules.length - 1; i >= 0 && catalog !== undefined; i--) {
    const rule = rules[i]!;
    if (entryMatches(rule, catalog, ocp))
      return {
        classic: rule.olm.includes('classic'),
        v1: rule.olm.includes('v1'),
        why: `consumers entry ${i + 1}`,
        configured: true,
      };
  }
  if (ocp) {
    const v1 = cmp(ocp, OCP_V1_FROM) >= 0;
    return {
      classic: true,
      v1,
      // The same words for every catalog of a side of 4.18, so a problem in several catalogs reads
      // as one (report/problems.ts compares messages); the catalog itself is named beside it.
      why: v1
        ? `OpenShift ${show(OCP_V1_FROM)} or later`
        : `OpenShift before ${show(OCP_V1_FROM)}, where OLM v1 is not generally available`,
    };
  }
  return EVERY_CONSUMER;
}
