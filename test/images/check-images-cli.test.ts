// --check-images is off by default: the command line asks no registry without it. A loopback
// HTTP server standing in for a registry counts what it is asked (no registry tools needed).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';

describe('validate --check-images', () => {
  let server: Server;
  let host = '';
  const asked: string[] = [];
  const saved = process.env.REGISTRY_AUTH_FILE;

  beforeAll(async () => {
    // A registry that has nothing: every manifest is unknown.
    server = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      if (req.url === '/v2/') return void res.writeHead(200).end('{}');
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"errors":[{"code":"MANIFEST_UNKNOWN","message":"manifest unknown"}]}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const auth = join(mkdtempSync(join(tmpdir(), 'fbc-auth-')), 'auth.json');
    writeFileSync(auth, '{}');
    process.env.REGISTRY_AUTH_FILE = auth;
  });

  afterAll(async () => {
    if (saved === undefined) delete process.env.REGISTRY_AUTH_FILE;
    else process.env.REGISTRY_AUTH_FILE = saved;
    await new Promise((r) => server.close(r));
  });

  const catalog = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'fbc-cat-'));
    mkdirSync(join(dir, 'foo'));
    writeFileSync(
      join(dir, 'foo', 'catalog.yaml'),
      pkgDoc() +
        channelDoc('- name: foo.v0.1.0\n') +
        bundleDoc({ name: 'foo.v0.1.0', image: `${host}/example/foo-bundle:v0.1.0` }),
    );
    return dir;
  };

  it('without the flag nothing is asked', async () => {
    const r = await run('validate', '--format', 'json', catalog());
    expect(asked).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('with it, a bundle image the registry lacks is image-not-found (exit 1)', async () => {
    const r = await run('validate', '--check-images', '--format', 'json', catalog());
    expect(asked.length).toBeGreaterThan(0);
    expect(
      (JSON.parse(r.out) as { findings: { rule: string; line: number }[] }).findings.map((f) => [f.rule, f.line]),
    ).toEqual([['image-not-found', 15]]);
    expect(r.code).toBe(1);
  });

  it('review --check-images asks what the pull request adds', async () => {
    const repo = newRepo();
    const doc = (n: number): string =>
      bundleDoc({ name: `foo.v0.${n}.0`, image: `${host}/example/foo-bundle:v0.${n}.0` });
    const base = commit(repo, 'base', {
      'catalogs/v1/foo/catalog.yaml': pkgDoc() + channelDoc('- name: foo.v0.1.0\n') + doc(1),
    });
    const head = commit(repo, 'head', {
      'catalogs/v1/foo/catalog.yaml':
        pkgDoc() + channelDoc('- name: foo.v0.1.0\n- name: foo.v0.2.0\n  replaces: foo.v0.1.0\n') + doc(1) + doc(2),
    });
    asked.length = 0;
    const r = await run('review', '--repo', repo, '--base', base, '--head', head, '--format', 'json', '--check-images');
    expect(asked.filter((a) => a.includes('/manifests/'))).toEqual([`HEAD /v2/example/foo-bundle/manifests/v0.2.0`]);
    const report = JSON.parse(r.out) as { verdict: string; findings: { rule: string; bundle?: string }[] };
    expect(report.findings.filter((f) => f.rule === 'image-not-found').map((f) => f.bundle)).toEqual(['foo.v0.2.0']);
    expect(report.verdict).toBe('fail');
  });

  it('a malformed credentials file is exit 2, naming it', async () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'fbc-auth-')), 'auth.json');
    writeFileSync(bad, '{"auths": ');
    const was = process.env.REGISTRY_AUTH_FILE;
    process.env.REGISTRY_AUTH_FILE = bad;
    try {
      const r = await run('validate', '--check-images', catalog());
      expect(r.code).toBe(2);
      expect(r.err).toBe(`fbc-bot: ${bad}: not valid JSON\n`);
    } finally {
      process.env.REGISTRY_AUTH_FILE = was;
    }
  });
});
