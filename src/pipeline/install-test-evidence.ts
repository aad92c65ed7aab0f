// What a failed install leaves on the cluster that says why, read back bounded: the objects'
// conditions and phases, the Warning and Normal events of the namespaces involved, and the lines of
// the OLM controllers' logs (operator-controller, catalogd; olm-operator, catalog-operator) that
// name the package, its bundles or its objects. Reading it never fails the run: what cannot be read
// is said as a line.
import {
  getObject,
  getObjects,
  listObjects,
  podLogTail,
  type KubeClient,
  type KubeItem,
  type KubeRef,
} from '../kube/index.js';
import type { InstallEvidence } from '../model/install-result.js';
import { conditionLine, conditionsOf, field } from './install-test-conditions.js';

const EVIDENCE_LINES = 15;
const EVIDENCE_LINE_CHARS = 500;
const LOG_TAIL_LINES = 2000;
const LOG_TAIL_BYTES = 512 << 10;

export interface Controllers {
  readonly namespace: string;
  /** Name prefixes of the controller pods (a Deployment's pods are named after it). */
  readonly pods: readonly string[];
}

export interface EvidenceQuery {
  readonly objects: readonly KubeRef[];
  /** Every event of these namespaces counts (the package's own). */
  readonly namespaces: readonly string[];
  readonly controllers: Controllers;
  /** A controller's log line counts when it holds one of these (object, package and bundle names). */
  readonly words: readonly string[];
}

function cut(line: string): string {
  const one = line.replace(/\s+/g, ' ').trim();
  return one.length <= EVIDENCE_LINE_CHARS ? one : `${one.slice(0, EVIDENCE_LINE_CHARS - 1)}…`;
}

function last(lines: readonly string[]): string[] {
  const kept = lines.slice(-EVIDENCE_LINES).map(cut);
  return lines.length > EVIDENCE_LINES ? [`(${lines.length - EVIDENCE_LINES} earlier lines left out)`, ...kept] : kept;
}

/** An object's state as its controllers report it: conditions, phase, catalog connection. */
function stateLines(o: KubeItem): string[] {
  const out = conditionsOf(o).map(conditionLine);
  const phase = field(o, 'status', 'phase');
  if (typeof phase === 'string')
    out.push(
      `phase ${phase}${[field(o, 'status', 'reason'), field(o, 'status', 'message')]
        .filter((v) => typeof v === 'string' && v !== '')
        .map((v) => `: ${String(v)}`)
        .join('')}`,
    );
  const connection = field(o, 'status', 'connectionState', 'lastObservedState');
  if (typeof connection === 'string') out.push(`connectionState ${connection}`);
  const bundle = field(o, 'status', 'install', 'bundle', 'name');
  if (typeof bundle === 'string') out.push(`installed bundle ${bundle}`);
  return out;
}

function eventTime(e: KubeItem): string {
  for (const f of ['lastTimestamp', 'eventTime', 'firstTimestamp']) {
    const v = field(e, f);
    if (typeof v === 'string') return v;
  }
  return String(field(e, 'metadata', 'creationTimestamp') ?? '');
}

function eventLine(e: KubeItem): string {
  const s = (...path: string[]): string => String(field(e, ...path) ?? '');
  return `${s('type')} ${s('reason')} ${s('involvedObject', 'kind')}/${s('involvedObject', 'name')}: ${s('message')}`;
}

async function readOr(source: string, read: () => Promise<string[]>): Promise<InstallEvidence> {
  try {
    return { source, lines: await read() };
  } catch (e) {
    return { source, lines: [cut(`could not read it: ${(e as Error).message}`)] };
  }
}

export async function gatherEvidence(c: KubeClient, q: EvidenceQuery): Promise<InstallEvidence[]> {
  const out: InstallEvidence[] = [];
  // The objects in one read; when it fails, each on its own, so each says what kept it from being read.
  const read = await getObjects(c, q.objects).catch(() => undefined);
  for (const [i, r] of q.objects.entries())
    out.push(
      await readOr(`${r.kind} ${r.namespace !== undefined ? `${r.namespace}/` : ''}${r.name}`, async () => {
        const o = read !== undefined ? read[i] : await getObject(c, r);
        return o === undefined ? ['not found'] : last(stateLines(o));
      }),
    );
  for (const ns of q.namespaces)
    out.push(
      await readOr(`events in ${ns}`, async () => {
        const events = await listObjects(c, { apiVersion: 'v1', kind: 'Event', namespace: ns });
        return last(events.sort((a, b) => eventTime(a).localeCompare(eventTime(b))).map(eventLine));
      }),
    );
  const pods = await readOr(`pods in ${q.controllers.namespace}`, async () =>
    (await listObjects(c, { apiVersion: 'v1', kind: 'Pod', namespace: q.controllers.namespace }))
      .map((p) => p.metadata.name)
      .filter((name) => q.controllers.pods.some((prefix) => name.startsWith(prefix))),
  );
  if (pods.lines.length > 0 && pods.lines[0]!.startsWith('could not')) out.push(pods);
  else
    for (const pod of pods.lines)
      out.push(
        await readOr(`log of ${q.controllers.namespace}/${pod}`, async () => {
          const text = await podLogTail(c, {
            namespace: q.controllers.namespace,
            pod,
            lines: LOG_TAIL_LINES,
            bytes: LOG_TAIL_BYTES,
          });
          const words = q.words.filter((w) => w !== '');
          const lines = text.split('\n').filter((l) => words.some((w) => l.includes(w)));
          return lines.length === 0 ? ['no line names the package or its objects'] : last(lines);
        }),
      );
  return out;
}

// What registries and kubelet say when an image needs a login (docker, containerd, containers/image).
const LOGIN_NEEDED = new RegExp(
  [
    'unauthorized',
    'authentication required',
    'no basic auth credentials',
    'pull access denied',
    'requested access to the resource is denied',
    'denied: access forbidden',
    '\\b401\\b',
    'invalid username/password',
  ].join('|'),
  'i',
);

/** Whether a registry's answer, as a controller quotes it, asks for a login. */
export function loginNeeded(text: string): boolean {
  return LOGIN_NEEDED.test(text);
}

/**
 * Whether the failure is an image the cluster could not pull without a login: not verifiable here, not a failure.
 * Read from the reason, the objects' states and the events (what the cluster says about this install), never from
 * controller logs, where other work's lines pass by.
 */
export function needsLogin(reason: string, evidence: readonly InstallEvidence[]): boolean {
  return (
    loginNeeded(reason) ||
    evidence.some((e) => !e.source.startsWith('log of ') && e.lines.some((l) => LOGIN_NEEDED.test(l)))
  );
}
