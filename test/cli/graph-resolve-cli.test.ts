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
    expect(r.out.startsWith('flowchart TB\n  subgraph p0c0["foo / fast"]')).toBe(true);
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

describe('fbc-bot resolve, for people', () => {
  it('-o text says what each OLM picks and why, and that classic ignores the version range', async () => {
    const r = await run('resolve', '--package', 'foo', '--version', '>=0.1', '-o', 'text', repo());
    expect(r.code).toBe(0);
    expect(r.out).toContain('OLM v1 (ClusterExtension): installs foo.v0.3.0: the best of 3 candidate(s)');
    expect(r.out).toContain('OLM classic (Subscription to the default channel "stable"): installs foo.v0.2.0');
    expect(r.out).toContain('note: OLM classic ignores the version range ">=0.1"');
    const up = await run(
      'resolve',
      '--package',
      'foo',
      '--channel',
      'fast',
      '--installed',
      'foo.v0.3.0',
      '-o',
      'text',
      repo(),
    );
    expect(up.out).toContain(
      'OLM classic (Subscription to channel "fast"): stays on foo.v0.3.0: no entry of the channel upgrades from it',
    );
    expect(up.out).not.toContain('null');
  });
  it('exits 1 for a channel the package lacks, naming its channels', async () => {
    const r = await run('resolve', '--package', 'foo', '--channel', 'fsat', repo());
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      'fbc-bot resolve: package "foo" has no channel "fsat"; its channels: fast, stable (default stable); ' +
        'did you mean "fast"?\n',
    );
  });
  it('names a range the API server refuses and why', async () => {
    const r = await run('resolve', '--package', 'foo', '--version', 'garbage', repo());
    expect(JSON.parse(r.out).v1.error).toContain('version range "garbage": "garbage" is not a version;');
    const long = await run('resolve', '--package', 'foo', '--version', `>=${'1'.repeat(70)}`, repo());
    expect(JSON.parse(long.out).v1.error).toContain('72 characters long, and the API server takes at most 64');
  });
  it("suggests the package meant, and takes opm's --package-name", async () => {
    const dir = writeTree({ 'catalog.yaml': basicCatalog().replaceAll('foo', 'konflux-operator') });
    const r = await run('resolve', '--package', 'konflux', dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^fbc-bot resolve: package "konflux" is not in the catalog; did you mean "konflux-operator"\?/,
    );
    expect((await run('graph', '--package', 'konflux-operatr', dir)).err).toContain('did you mean "konflux-operator"?');
    const alias = await run('resolve', '--package-name', 'konflux-operator', dir);
    expect(alias.code).toBe(0);
    expect(JSON.parse(alias.out).v1.bundle).toBe('konflux-operator.v0.2.0');
  });
});
