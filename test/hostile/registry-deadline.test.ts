// The image check has one deadline for the whole run: hosts that accept connections and never
// answer, and a registry asking to be retried in 59 s, cost the deadline (here 1 s), not 30 s per
// wave of requests or 59 s per retry; what is left is image-not-verified naming the deadline.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionImageAccess } from '../../src/action/action-image-access.js';
import { readInputs } from '../../src/action/inputs.js';
import { cliImageAccess } from '../../src/cli/cli-image-access.js';
import { runValidateImages } from '../../src/pipeline/validate-images.js';
import { createRegistryLookup } from '../../src/registry/index.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';

const SILENT_HOSTS = 40;
const DEADLINE = "not answered within the image check's deadline of 1 s (policy.imageCheckSeconds)";

describe('the image check deadline', () => {
  const silent: Server[] = [];
  const sockets = new Set<Socket>();
  let limited: HttpServer;
  let limitedHost = '';

  beforeAll(async () => {
    for (let i = 0; i < SILENT_HOSTS; i++) {
      const s = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
      silent.push(s);
    }
    limited = createHttpServer((_req, res) => res.writeHead(429, { 'retry-after': '59' }).end());
    await new Promise<void>((r) => limited.listen(0, '127.0.0.1', () => r()));
    limitedHost = `127.0.0.1:${(limited.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    for (const s of [...silent, limited]) await new Promise((r) => s?.close(r));
  });

  const silentRefs = (): string[] => silent.map((s) => `127.0.0.1:${(s.address() as AddressInfo).port}/ops/bundle:v1`);

  it('ends shortly after the deadline with 40 hosts that never answer', async () => {
    const lookup = createRegistryLookup({ deadlineMs: 1000 });
    const began = Date.now();
    const answers = await Promise.all(silentRefs().map((ref) => lookup.resolve(ref)));
    expect(Date.now() - began).toBeLessThan(2500);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ state: 'unverified', detail: DEADLINE })]),
    );
  });

  it('does not wait for a Retry-After past the deadline', async () => {
    const began = Date.now();
    const answer = await createRegistryLookup({ deadlineMs: 1000 }).resolve(`${limitedHost}/ops/bundle:v1`);
    expect(Date.now() - began).toBeLessThan(1000);
    expect(answer).toEqual({
      state: 'unverified',
      detail:
        `http://${limitedHost}/v2/ops/bundle/manifests/v1 rate limited (429); it asks to retry after 59 s, ` +
        `past the image check's deadline of 1 s (policy.imageCheckSeconds)`,
    });
  });

  it('validate --check-images: image-not-verified naming the deadline, for every host', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fbc-deadline-'));
    try {
      const refs = [...silentRefs(), `${limitedHost}/ops/bundle:v1`];
      mkdirSync(join(dir, 'foo'));
      const related = `relatedImages:\n${refs.map((r, i) => `- name: img${i}\n  image: ${r}\n`).join('')}`;
      writeFileSync(
        join(dir, 'foo', 'catalog.yaml'),
        pkgDoc() +
          channelDoc('- name: foo.v0.1.0\n') +
          bundleDoc({ name: 'foo.v0.1.0', image: refs[0]!, extra: related }),
      );
      const began = Date.now();
      const r = await runValidateImages({ source: dir }, () => createRegistryLookup({ deadlineMs: 1000 }));
      expect(Date.now() - began).toBeLessThan(2500);
      const notVerified = r.findings.filter((f) => f.rule === 'image-not-verified');
      expect(notVerified).toHaveLength(SILENT_HOSTS + 1);
      for (const f of notVerified) expect(f.message).toMatch(/deadline of 1 s/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is policy.imageCheckSeconds on the command line; in the Action, the image-check-seconds input wins', async () => {
    const [ref] = silentRefs();
    const env = { HOME: '/nonexistent' };
    const cli = await cliImageAccess(env)({ imageCheckSeconds: 1 }).resolve(ref!);
    expect(cli).toEqual({ state: 'unverified', detail: DEADLINE });
    const inputs = readInputs((name) => ({ 'github-token': 't', 'image-check-seconds': '1' })[name] ?? '');
    const action = await actionImageAccess(inputs, env)!({ imageCheckSeconds: 600 }).resolve(ref!);
    expect(action).toEqual({
      state: 'unverified',
      detail: "not answered within the image check's deadline of 1 s (the image-check-seconds input)",
    });
  });
});
