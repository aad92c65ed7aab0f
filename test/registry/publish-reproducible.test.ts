// The same base digest and the same catalog give the same image digest wherever and whenever it
// is built: two builds from different working directories, checkouts, clocks and time zones,
// files written in another order with other modes and times, pushed to different repositories.
// The creation time is SOURCE_DATE_EPOCH (or the epoch) for a directory, the commit's for git.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { buildImage, buildIndex, ociLayout, push, removeLayout } from '../helpers/oci-image.js';
import { run } from '../helpers/cli.js';
import { basicCatalog, bundleDoc, channelDoc, pkgDoc } from '../helpers/fixture.js';
import { git, newRepo } from '../helpers/git.js';

const FILES: Record<string, string> = {
  'foo/catalog.yaml': basicCatalog(),
  'bar/catalog.yaml': [
    pkgDoc('bar'),
    channelDoc('- name: bar.v1.0.0\n', 'stable', 'bar'),
    bundleDoc({ name: 'bar.v1.0.0', pkg: 'bar' }),
  ].join(''),
};
const cwd = process.cwd();
const tz = process.env.TZ;
const epoch = process.env.SOURCE_DATE_EPOCH;
const temporary: string[] = [];

/** The catalog written under a fresh directory, in `order`, with the given mode and file times. */
function writeCatalog(order: string[], mode: number, time: Date, depth: number): string {
  const root = mkdtempSync(join(tmpdir(), 'fbc-repro-'));
  temporary.push(root);
  const dir = join(root, ...Array.from({ length: depth }, (_, i) => `d${i}`), 'v4.16');
  for (const path of order) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), FILES[path]!);
    chmodSync(join(dir, path), mode);
    utimesSync(join(dir, path), time, time);
  }
  return dir;
}

function configCreated(ref: string): string {
  const out = execFileSync('skopeo', ['inspect', '--config', '--tls-verify=false', `docker://${ref}`], {
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { created: string }).created;
}

describe.skipIf(!hasRegistryTools)(registryNote('publish-image is reproducible'), () => {
  let registry: Registry;
  let layout: string;
  beforeAll(async () => {
    registry = await startRegistry();
    layout = ociLayout();
    buildImage(layout, 'amd', [{ 'bin/opm': 'opm\n' }]);
    buildImage(layout, 'arm', [{ 'bin/opm': 'opm arm\n' }], { os: 'linux', architecture: 'arm64' });
    buildIndex(layout, 'multi', ['amd', 'arm']);
    push(layout, 'multi', `${registry.host}/base/opm:multi`);
  });
  afterEach(() => {
    vi.useRealTimers();
    process.chdir(cwd);
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
    if (epoch === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = epoch;
  });
  afterAll(async () => {
    await registry?.stop();
    if (layout) removeLayout(layout);
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });

  /** Publishes `v4.16` (relative: from the catalog's parent directory) at a faked clock and zone. */
  async function publishFrom(dir: string, to: string, clock: string, zone: string): Promise<string> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(clock));
    process.env.TZ = zone;
    process.chdir(join(dir, '..'));
    const base = `${registry.host}/base/opm:multi`;
    const r = await run('publish-image', '--base-image', base, '--to', to, '--format', 'json', 'v4.16');
    vi.useRealTimers();
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    return (JSON.parse(r.out) as { catalogs: { digest: string }[] }).catalogs[0]!.digest;
  }

  it('gives one digest for a directory, from anywhere, at any time; created is SOURCE_DATE_EPOCH', async () => {
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    const one = writeCatalog(['foo/catalog.yaml', 'bar/catalog.yaml'], 0o644, new Date('2020-01-01'), 1);
    const two = writeCatalog(['bar/catalog.yaml', 'foo/catalog.yaml'], 0o600, new Date('2025-07-09'), 3);
    const a = await publishFrom(one, `${registry.host}/repro/one`, '2026-01-01T00:00:00Z', 'UTC');
    const b = await publishFrom(two, `${registry.host}/repro/two`, '2031-06-15T13:45:00Z', 'Asia/Kolkata');
    expect(b).toBe(a);
    expect(configCreated(`${registry.host}/repro/two:v4.16`)).toBe('2023-11-14T22:13:20Z');
    // Without SOURCE_DATE_EPOCH the time is the epoch, not the clock: still one digest.
    delete process.env.SOURCE_DATE_EPOCH;
    const c = await publishFrom(one, `${registry.host}/repro/three`, '2027-03-03T03:03:03Z', 'America/Los_Angeles');
    const d = await publishFrom(two, `${registry.host}/repro/four`, '2029-09-09T09:09:09Z', 'UTC');
    expect(d).toBe(c);
    expect(c).not.toBe(a);
    expect(configCreated(`${registry.host}/repro/four:v4.16`)).toBe('1970-01-01T00:00:00Z');
  });

  it('gives one digest for a git source in two clones; created is the commit time, tags name the commit', async () => {
    const origin = newRepo();
    temporary.push(origin);
    for (const [path, content] of Object.entries(FILES)) {
      mkdirSync(join(origin, 'catalogs/v4.16', path, '..'), { recursive: true });
      writeFileSync(join(origin, 'catalogs/v4.16', path), content);
    }
    git(origin, 'add', '-A');
    const committer = {
      GIT_COMMITTER_DATE: '2024-02-29T12:00:00Z',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    };
    execFileSync('git', ['-C', origin, 'commit', '-q', '-m', 'catalog'], {
      env: {
        ...process.env,
        ...committer,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_CONFIG_GLOBAL: '/dev/null',
      },
    });
    const sha = git(origin, 'rev-parse', 'HEAD').trim();
    const clone = mkdtempSync(join(tmpdir(), 'fbc-repro-clone-'));
    temporary.push(clone);
    git(clone, 'clone', '-q', origin, join(clone, 'deeper', 'repo'));
    const results = [];
    for (const [repo, clock, zone] of [
      [origin, '2026-01-01T00:00:00Z', 'UTC'],
      [join(clone, 'deeper', 'repo'), '2030-12-31T23:59:59Z', 'Pacific/Auckland'],
    ] as const) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(clock));
      process.env.TZ = zone;
      const to = `${registry.host}/repro/git-${results.length}`;
      const r = await run(
        'publish-image',
        '--repo',
        repo,
        '--base-image',
        `${registry.host}/base/opm:multi`,
        '--to',
        to,
        'git:HEAD:catalogs/v4.16',
      );
      vi.useRealTimers();
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain(`tagged v4.16, v4.16-${sha.slice(0, 12)}`);
      results.push(r.out.match(/@(sha256:[a-f0-9]{64})/)![1]);
    }
    expect(results[1]).toBe(results[0]);
    expect(configCreated(`${registry.host}/repro/git-1:v4.16-${sha.slice(0, 12)}`)).toBe('2024-02-29T12:00:00Z');
  });
});
