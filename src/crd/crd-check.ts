// The CRD upgrade check of a set of upgrade edges: for each edge from → to, every CRD of `from`
// against the CRD of the same name in `to`, as OLM v1's preflight would on a cluster running
// `from`. One finding per problem, naming the edge, anchored at the `to` bundle's document.
import type { DBundle } from '../catalog/declcfg.js';
import type { Draft } from '../model/draft.js';
import { classicVerdictOf, type ClassicVerdict } from './consumer-verdict.js';
import { crdGoneIssue, scopeIssues, storedVersionIssues } from './crd-wide.js';
import { fieldRemovalIssues } from './property/field-removed.js';
import type { Issue } from './issue.js';
import { schemaProblem, type Crd } from './crd-model.js';
import { withImageCrds, type ImageCrdSource } from './image-crds.js';
import { originOf, type BundleCrds, type CrdReader } from './payload.js';
import { showPath } from './schema.js';
import { STORED_WALK_LIMIT, storedVersions } from './stored.js';
import { sameVersionIssues, servedVersionIssues } from './versions.js';

export interface CrdEdge {
  readonly from: string;
  readonly to: string;
  /** The channels that declare it (sorted): the finding names the first. */
  readonly channels: readonly string[];
}

/** A finding of the check, with what makes it the same problem on another edge out of `from`. */
export interface CrdDraft extends Draft {
  readonly upgrade: readonly [from: string, to: string];
  /** The rule, CRD, version, path and values: no bundle the edge's target alone explains. */
  readonly problem: string;
  /** What OLM classic does with this update (forConsumers says it where it matters); none for notes. */
  readonly classic?: ClassicVerdict;
}

export interface CrdPackage {
  readonly name: string;
  bundle(name: string): DBundle | undefined;
  /** The bundles with an upgrade edge into `bundle`, any channel: the paths stored versions come along. */
  predecessors(bundle: string): readonly string[];
  /** CRDs of bundle images, for bundles whose catalog entry carries none (registry access on). */
  readonly fromImage?: ImageCrdSource | undefined;
  /** The run's reader (crdReader): shared with the run's other checks, so nothing is decoded twice. */
  readonly read: CrdReader;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const GROUP: Record<string, number> = { scope: 0, storedVersionRemoval: 1, existingFieldRemoval: 2 };

function order(a: Issue, b: Issue): number {
  const served = (i: Issue): number => (i.version?.includes(' → ') ? 1 : 0);
  return (
    served(a) - served(b) ||
    byText(a.version ?? '', b.version ?? '') ||
    byText(a.path ?? '', b.path ?? '') ||
    (GROUP[a.validation] ?? 9) - (GROUP[b.validation] ?? 9) ||
    byText(a.validation, b.validation) ||
    byText(a.message, b.message)
  );
}

/** The issues of one CRD pair that do not depend on the upgrade path (the same payload is the same object). */
function schemaIssues(old: Crd, neu: Crd): Issue[] {
  if (old === neu) return [];
  return [
    ...scopeIssues(old, neu),
    ...fieldRemovalIssues(old, neu),
    ...sameVersionIssues(old, neu),
    ...servedVersionIssues(old, neu),
  ];
}

/**
 * Distinct pairs of CRDs compared per package and run. Bundles of a package mostly share their
 * CRDs (one payload, one comparison for every edge between them); a skipRange on every entry of n
 * bundles whose CRDs all differ would otherwise compare n²/2 pairs.
 */
export const CRD_COMPARISON_LIMIT = 2_000;

let compared = 0;
/** Pairs of CRDs compared so far (a work counter for tests). */
export const crdComparisonWork = (): number => compared;

type Push = (rule: Draft['rule'], message: string, index?: number, problem?: string, classic?: ClassicVerdict) => void;

/** What the comparisons of one run share: decoded CRDs' stored versions, compared pairs, the bounds met. */
interface Comparing {
  readonly limit: number;
  readonly stored: ReturnType<typeof storedVersions>;
  /** A number per Crd object: one payload is one Crd (the payload cache). */
  readonly id: (c: Crd) => number;
  readonly memo: Map<string, Issue[]>;
  readonly leave: (e: CrdEdge, bound: 'comparisons' | 'paths') => void;
}

/**
 * An edge with a side of olm.csv.metadata only: said not checkable (when either side is metadata-only); true when
 * nothing is left to compare.
 */
function withoutObjects(e: CrdEdge, fromCrds: BundleCrds, toCrds: BundleCrds, push: Push): boolean {
  if (fromCrds.hasObjects && toCrds.hasObjects) return false;
  // a bundle with neither objects nor olm.csv.metadata (not what opm renders) has nothing to say
  const which = [fromCrds.metadataOnly ? e.from : '', toCrds.metadataOnly ? e.to : '']
    .filter((x) => x !== '')
    .join(' and ');
  if (which === '') return true;
  const why = (
    [
      [e.from, fromCrds],
      [e.to, toCrds],
    ] as const
  ).flatMap(([n, c]) =>
    c.metadataOnly && c.imageProblem !== undefined
      ? [`the bundle image of ${n} could not be read (${c.imageProblem})`]
      : [],
  );
  push(
    'crd-not-checkable',
    `${which} carr${which.includes(' and ') ? 'y' : 'ies'} no olm.bundle.object (olm.csv.metadata only), ` +
      `so the catalog holds no CRDs to compare${why.length > 0 ? ` and ${why.join(' and ')}` : ''}: the CRD ` +
      `upgrade check could not run here; OLM v1 runs it on the cluster`,
  );
  return true;
}

/** CRD `name` of the edge's source against the same CRD of its target. */
function compareCrd(
  run: Comparing,
  e: CrdEdge,
  name: string,
  fromCrds: BundleCrds,
  toCrds: BundleCrds,
  push: Push,
): void {
  const old = fromCrds.crds.get(name)!.crd;
  const now = toCrds.crds.get(name);
  if (!now) {
    if (toCrds.unreadable.some((u) => u.name === name || u.name === '')) return; // said already: cannot tell
    // Gone is an error whatever was stored: past the walk's bound, only the versions are unknown.
    const got = run.stored.of(e.from, name);
    if (!got) run.leave(e, 'paths');
    const versions = [...(got?.keys() ?? [])];
    const gone = crdGoneIssue(name, e.from, e.to, versions);
    // classic never deletes a CRD: the old one stays, and its objects with it
    push(gone.rule, gone.message, undefined, gone.same, 'keeps');
    return;
  }
  const broken =
    old === now.crd
      ? undefined
      : (
          [
            [e.from, fromCrds.crds.get(name)!, schemaProblem(old)],
            [e.to, now, schemaProblem(now.crd)],
          ] as const
        ).find(([, , p]) => p);
  if (broken) {
    const [bundle, origin, problem] = broken;
    push(
      'crd-not-checkable',
      `CRD ${name} of ${bundle} (${originOf(origin)}) cannot be read: ${problem}; it is left out of the check`,
      bundle === e.to ? origin.index : undefined,
    );
    return;
  }
  // Equal payloads need no comparison at all.
  const k = `${run.id(old)}:${run.id(now.crd)}`;
  let issues = old === now.crd ? [] : run.memo.get(k);
  if (!issues && run.memo.size >= run.limit) {
    run.leave(e, 'comparisons');
    return;
  }
  if (!issues) {
    compared++;
    run.memo.set(k, (issues = schemaIssues(old, now.crd)));
  }
  // Stored versions are a subset of what `from` lists: only a version `to` drops needs the path.
  const listed = new Set(now.crd.versions.map((v) => v.name));
  const drops = old.versions.some((v) => !listed.has(v.name));
  const got = drops ? run.stored.of(e.from, name) : new Map<string, string>();
  if (!got) run.leave(e, 'paths');
  const all = [...(got ? storedVersionIssues(got, now.crd) : []), ...issues].sort(order);
  for (const i of all) {
    const where = [i.version, i.path === undefined ? undefined : showPath(i.path)]
      .filter((x) => x !== undefined)
      .join(' ');
    push(
      i.rule,
      `CRD ${name}${where === '' ? '' : ` ${where}`}: ${i.validation}: ${i.message}`,
      now.index,
      [name, i.version ?? '', i.path ?? '', i.validation, i.same ?? i.message].join('\u0000'),
    );
  }
}

type Unlisted = { edges: number; targets: number; first: CrdEdge; limit: number };

/** The one note of a package whose edges were not all checked: which bounds, how many edges, the first. */
function boundsNote(
  pkg: CrdPackage,
  unchecked: readonly CrdEdge[],
  unlisted: Unlisted | undefined,
  bounds: ReadonlySet<string>,
): CrdDraft | undefined {
  const first = unchecked[0] ?? unlisted?.first;
  const doc = first && pkg.bundle(first.to)?.doc;
  const left = unchecked.length + (unlisted?.edges ?? 0);
  if (!first || !doc) return undefined;
  const plural = (k: number, what: string): string => `${k} ${what}${k === 1 ? '' : 's'}`;
  const what = [
    left > 0 ? plural(left, 'edge') : '',
    unlisted && unlisted.targets > 0 ? `every edge into ${plural(unlisted.targets, 'more bundle')}` : '',
  ]
    .filter((x) => x !== '')
    .join(' and ');
  const message =
    `the CRD upgrade check is bounded per package (${[...bounds].join(', ')}) and this package needs more: ` +
    `${what} (the first into ${first.to}) left unchecked; OLM v1 still runs the check on the cluster`;
  return {
    upgrade: [first.from, first.to],
    problem: 'crd-not-checkable\u0000comparison limit',
    rule: 'crd-not-checkable',
    package: pkg.name,
    channel: first.channels[0],
    bundle: first.to,
    message,
    at: { doc, path: ['name'] },
  };
}

/**
 * `unlisted`: edges in question left out of `edges` past the caller's `limit` (counted, and
 * targets whose edges were not even listed), said in the same note as the edges this check
 * leaves unchecked past its own bounds.
 */
export function crdFindings(
  pkg: CrdPackage,
  edges: readonly CrdEdge[],
  limit = CRD_COMPARISON_LIMIT,
  unlisted?: Unlisted,
): CrdDraft[] {
  const decoded = new Map<string, BundleCrds | undefined>();
  const crdsOf = (name: string): BundleCrds | undefined => {
    if (!decoded.has(name)) {
      const b = pkg.bundle(name);
      decoded.set(name, b ? withImageCrds(pkg.read(b), b.image, pkg.fromImage) : undefined);
    }
    return decoded.get(name);
  };
  const ids = new Map<Crd, number>();
  const unchecked: CrdEdge[] = [];
  const bounds = new Set<string>(unlisted ? [`at most ${unlisted.limit} edges in question`] : []);
  const run: Comparing = {
    limit,
    stored: storedVersions((b) => pkg.predecessors(b), crdsOf),
    id: (c) => {
      let n = ids.get(c);
      if (n === undefined) ids.set(c, (n = ids.size));
      return n;
    },
    memo: new Map(),
    leave: (e, bound) => {
      if (unchecked[unchecked.length - 1] !== e) unchecked.push(e);
      bounds.add(
        bound === 'comparisons'
          ? `at most ${limit} distinct pairs of CRDs compared`
          : `at most ${STORED_WALK_LIMIT} predecessors read along the upgrade paths`,
      );
    },
  };
  const drafts: CrdDraft[] = [];
  for (const e of edges) {
    const to = pkg.bundle(e.to);
    const fromCrds = crdsOf(e.from);
    const toCrds = crdsOf(e.to);
    if (!to || !fromCrds || !toCrds) continue;
    const edge = `edge ${e.from} → ${e.to}`;
    const push: Push = (rule, message, index, problem = message, classic = classicVerdictOf(rule)) => {
      drafts.push({
        ...(classic ? { classic } : {}),
        upgrade: [e.from, e.to],
        problem: `${rule}\u0000${problem}`,
        rule,
        package: pkg.name,
        channel: e.channels[0],
        bundle: e.to,
        edge: { from: e.from, to: e.to },
        message: `${edge}: ${message}`,
        at: { doc: to.doc, path: index === undefined ? ['name'] : ['properties', index, 'value', 'data'] },
      });
    };
    if (withoutObjects(e, fromCrds, toCrds, push)) continue;
    for (const [side, bundle, crds] of [
      ['from', e.from, fromCrds],
      ['to', e.to, toCrds],
    ] as const) {
      for (const u of crds.unreadable) {
        push(
          'crd-not-checkable',
          `${u.name === '' ? 'a bundle object' : `CRD ${u.name}`} of ${bundle} (${originOf(u)}) cannot be ` +
            `read: ${u.error}; it is left out of the check`,
          side === 'to' ? u.index : undefined,
        );
      }
    }
    for (const name of [...fromCrds.crds.keys()].sort(byText)) compareCrd(run, e, name, fromCrds, toCrds, push);
  }
  const note = boundsNote(pkg, unchecked, unlisted, bounds);
  if (note) drafts.push(note);
  return drafts;
}
