// getObjects reads several objects with one kubectl process per namespace (each process costs about
// a tenth of a second to start): each ref gets its own object back, in order, undefined when absent.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getObjects, kubeClient, type KubeClient, type KubeRef } from '../../src/kube/index.js';
import { hasKubectl, KUBECTL, kubeNote, startWorld, type World } from './kube-world.js';

const dir = mkdtempSync(join(tmpdir(), 'get-objects-'));
const calls = join(dir, 'calls');
let w: World;
let counted: KubeClient;
beforeAll(async () => {
  w = await startWorld();
  // kubectl behind a script that notes each process started.
  const binary = join(dir, 'kubectl');
  writeFileSync(binary, `#!/bin/sh\necho x >> "${calls}"\nexec ${JSON.stringify(KUBECTL)} "$@"\n`);
  chmodSync(binary, 0o755);
  counted = kubeClient({ ...w.client, binary });
  w.emulator.store.put({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'a' } });
  w.emulator.store.put({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'x', namespace: 'a' } });
  w.emulator.store.put({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'y', namespace: 'a' } });
  w.emulator.store.put({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'b' } });
  w.emulator.store.put({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'x', namespace: 'b' } });
});
afterAll(async () => {
  await w.close();
  rmSync(dir, { recursive: true, force: true });
});

const sa = (name: string, namespace: string): KubeRef => ({
  apiVersion: 'v1',
  kind: 'ServiceAccount',
  name,
  namespace,
});
const ns = (name: string): KubeRef => ({ apiVersion: 'v1', kind: 'Namespace', name });

/** The objects read, as `namespace/name` (undefined where absent), and the kubectl processes started. */
async function read(refs: KubeRef[]): Promise<[(string | undefined)[], number]> {
  writeFileSync(calls, '');
  const got = await getObjects(counted, refs);
  const ids = got.map((o) => o && `${o.kind} ${o.metadata.namespace ?? ''}/${o.metadata.name}`);
  return [ids, readFileSync(calls, 'utf8').split('\n').filter(Boolean).length];
}

describe.skipIf(!hasKubectl)(kubeNote('getObjects'), () => {
  it('reads the objects of one namespace with one kubectl, each in its place, undefined where absent', async () => {
    expect(await read([sa('y', 'a'), sa('absent', 'a'), sa('x', 'a')])).toEqual([
      ['ServiceAccount a/y', undefined, 'ServiceAccount a/x'],
      1,
    ]);
  });

  it('one kubectl per namespace; cluster-scoped objects on their own; same names kept apart', async () => {
    expect(await read([sa('x', 'b'), ns('a'), sa('x', 'a'), ns('absent')])).toEqual([
      ['ServiceAccount b/x', 'Namespace /a', 'ServiceAccount a/x', undefined],
      3,
    ]);
  });

  it('one object alone, nothing found, and no refs at all', async () => {
    expect(await read([ns('b')])).toEqual([['Namespace /b'], 1]);
    expect(await read([sa('absent', 'a'), sa('absent', 'nowhere')])).toEqual([[undefined, undefined], 2]);
    expect(await read([])).toEqual([[], 0]);
    expect(w.emulator.violations).toEqual([]);
  });
});
