// The install plan mode install-test carries out: the JSON `fbc-bot install-plan --format json`
// wrote (model/install-plan), read from the workspace and checked for the shape before any of it
// reaches a cluster. Its content comes from the pull request's catalogs: a wrong shape is a clear
// error naming the file and the field, never a crash half-way through a cluster run.
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { readRegularFile } from '../files/regular-file.js';
import type { InstallPlan } from '../model/install-plan.js';

export class PlanFileError extends Error {}

/** Far above any plan: a package's objects are a few kilobytes. */
const MAX_PLAN_BYTES = 64 << 20;

type Json = Record<string, unknown>;

function check(file: string, ok: boolean, at: string, want: string): void {
  if (!ok)
    throw new PlanFileError(`${file}: ${at} is not ${want} (the shape fbc-bot install-plan --format json writes)`);
}

function strings(file: string, o: unknown, at: string, keys: readonly string[]): void {
  check(file, isJsonObject(o), at, 'an object');
  for (const k of keys) check(file, typeof (o as Json)[k] === 'string', `${at}.${k}`, 'a string');
}

function objects(file: string, list: unknown, at: string): void {
  check(file, Array.isArray(list), at, 'a list of Kubernetes objects');
  (list as unknown[]).forEach((o, i) => {
    strings(file, o, `${at}[${i}]`, ['apiVersion', 'kind']);
    strings(file, (o as Json).metadata, `${at}[${i}].metadata`, ['name']);
  });
}

const flavours = (v: unknown): boolean => Array.isArray(v) && v.every((c) => c === 'v1' || c === 'classic');

function parseInstallPlan(text: string, file: string): InstallPlan {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new PlanFileError(`${file}: not JSON (${(e as Error).message})`);
  }
  check(file, isJsonObject(doc) && Array.isArray(doc.packages), 'the document', 'an object with a packages list');
  ((doc as Json).packages as unknown[]).forEach((p, i) => {
    const at = `packages[${i}]`;
    strings(file, p, at, ['package', 'catalog']);
    const q = p as Json;
    strings(file, q.install, `${at}.install`, ['channel', 'bundle', 'version']);
    check(file, Array.isArray(q.upgrades), `${at}.upgrades`, 'a list');
    (q.upgrades as unknown[]).forEach((u, j) => {
      strings(file, u, `${at}.upgrades[${j}]`, ['channel', 'from', 'fromVersion', 'to', 'toVersion']);
      const by = (u as Json).flavours;
      check(file, by === undefined || flavours(by), `${at}.upgrades[${j}].flavours`, 'a list of "v1" and "classic"');
    });
    check(file, flavours(q.consumers), `${at}.consumers`, 'a list of "v1" and "classic"');
    check(file, q.notes === undefined || Array.isArray(q.notes), `${at}.notes`, 'a list');
    ((q.notes ?? []) as unknown[]).forEach((n, j) => {
      strings(file, n, `${at}.notes[${j}]`, ['message']);
      const { flavour, refused } = n as Json;
      check(file, flavour === undefined || flavours([flavour]), `${at}.notes[${j}].flavour`, '"v1" or "classic"');
      check(file, refused === undefined || refused === true, `${at}.notes[${j}].refused`, 'true');
    });
    check(file, isJsonObject(q.objects), `${at}.objects`, 'an object');
    objects(file, (q.objects as Json).v1, `${at}.objects.v1`);
    objects(file, (q.objects as Json).classic, `${at}.objects.classic`);
  });
  return doc as unknown as InstallPlan;
}

export function readInstallPlan(path: string, shown: string): InstallPlan {
  let text: string;
  try {
    text = readRegularFile(path, MAX_PLAN_BYTES).toString('utf8');
  } catch (e) {
    throw new PlanFileError(`cannot read the install plan ${shown}: ${(e as Error).message}`);
  }
  return parseInstallPlan(text, shown);
}
