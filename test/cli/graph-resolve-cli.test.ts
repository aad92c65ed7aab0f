// `fbc-bot graph` and `fbc-bot resolve` end to end (in process): shapes, filters, exit codes.
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli.js';
import { basicCatalog, bundleDoc, channelDoc } from '../helpers/fixture.js';
import { writeTree } from '../helpers/validate.js';

const repo = () =>
  writeTree({
    'catalog.yaml':
      basicCatalog() +
      channelDoc('- name: foo.v0.2.0\n- name: foo.v0.3.0\n  replaces: foo.v0.2.0\n', 'fast') +
      bundleDoc({ name: 'foo.v0.3.0' }),
  });

describe('fbc-bot graph', () => {
  it('prints the graph JSON of every package, or one package/channel', async () => {
    const dir = repo();
    const all = JSON.parse((await run('graph', dir)).out);
    expect(all.packages).toHaveLength(1);
    expect(all.packages[0]).toMatchObject({ package: 'foo', defaultChannel: 'stable' });
    expect(all.packages[0].channels.map((c: { channel: string }) => c.channel)).toEqual(['fast', 'stable']);
    const fast = JSON.parse((await run('graph', '--package', 'foo', '--channel', 'fast', dir)).out);
    expect(fast.packages[0].channels).toEqual([
      {
        channel: 'fast',
        head: 'foo.v0.3.0',
        entries: [
          { name: 'foo.v0.2.0', version: '0.2.0', deprecated: false },
          { name: 'foo.v0.3.0', version: '0.3.0', deprecated: false },
        ],
        edges: [{ from: 'foo.v0.2.0', to: 'foo.v0.3.0', via: ['replaces'] }],
        successors: {
          classic: { 'foo.v0.2.0': 'foo.v0.3.0', 'foo.v0.3.0': null },
          v1: { 'foo.v0.2.0': ['foo.v0.3.0'], 'foo.v0.3.0': [] },
        },
      },
    ]);
  });
  it('prints Mermaid', async () => {
    const r = await run('graph', '--format', 'mermaid', '--package', 'foo', repo());
    expect(r.code).toBe(0);
    expect(r.out.startsWith('flowchart LR\n  subgraph p0c0["foo / fast"]')).toBe(true);
  });
  it('exits 2 for an unknown package or channel', async () => {
    expect((await run('graph', '--package', 'bar', repo())).code).toBe(2);
    expect((await run('graph', '--channel', 'beta', repo())).err).toMatch(
      /no package of the selection has a channel "beta"/,
    );
  });
});

describe('fbc-bot resolve', () => {
  it('answers for a fresh install, an installed bundle, and one no longer in the catalog', async () => {
    const dir = repo();
    expect(JSON.parse((await run('resolve', '--package', 'foo', dir)).out)).toEqual({
      v1: { bundle: 'foo.v0.3.0', error: null, candidates: ['foo.v0.3.0', 'foo.v0.2.0', 'foo.v0.1.0'] },
      classic: { bundle: 'foo.v0.2.0', error: null },
    });
    const inst = JSON.parse(
      (await run('resolve', '--package', 'foo', '--channel', 'stable', '--installed', 'foo.v0.1.0', dir)).out,
    );
    expect(inst).toEqual({
      v1: { bundle: 'foo.v0.2.0', error: null, candidates: ['foo.v0.2.0', 'foo.v0.1.0'] },
      classic: { bundle: 'foo.v0.2.0', error: null },
    });
    const gone = JSON.parse(
      (await run('resolve', '--package', 'foo', '--channel', 'fast', '--installed', 'foo.v0.0.9@0.0.9', dir)).out,
    );
    expect(gone.v1).toEqual({
      bundle: null,
      error:
        'error upgrading from currently installed version "0.0.9": no bundles found for package "foo" in ' +
        'channels [fast]',
      candidates: [],
    });
    expect(gone.classic).toEqual({ bundle: null, error: null });
  });
  it('reports a range the API server or Masterminds rejects as the v1 error, exit 0', async () => {
    const r = await run('resolve', '--package', 'foo', '--version', '!1.2.3', repo());
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).v1.error).toMatch(/invalid version expression/);
    const m = JSON.parse((await run('resolve', '--package', 'foo', '--version', '>=0.2 <0.3', repo())).out);
    expect(m.v1.bundle).toBe('foo.v0.2.0');
  });
  it('exits 2 without --package, for an unknown package or installed bundle', async () => {
    expect((await run('resolve', repo())).code).toBe(2);
    expect((await run('resolve', '--package', 'bar', repo())).code).toBe(2);
    expect((await run('resolve', '--package', 'foo', '--installed', 'foo.v9', repo())).err).toMatch(
      /give NAME@VERSION/,
    );
  });
});
