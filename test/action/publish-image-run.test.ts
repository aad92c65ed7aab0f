// Mode publish-image through dist/index.js, against the GitHub emulator and a real loopback
// registry (docker-registry, a base built by umoci): a push publishes the catalogs it changed
// (outputs, job summary, tags), a dispatch publishes the catalogs it names, a removed catalog is
// reported and its image left, and an image that does not read back fails the step untagged.
import { afterAll, beforeAll, describe } from 'vitest';
import { gzipSync } from 'node:zlib';
import { buildImage, ociLayout, push, removeLayout, skopeoDigest } from '../helpers/oci-image.js';
import { commit, git } from '../helpers/git.js';
import { hasRegistryTools, registryNote, startRegistry, type Registry } from '../helpers/registry.js';
import { startProxy, type Proxy } from '../helpers/registry-proxy.js';
import { communityRepo, pkgCatalog } from '../ownership/scenario.js';
import { layerTar } from '../../src/registry/image-tar.js';
import { sourceCatalogs } from '../../src/source/catalog-source.js';
import { buildLayer, catalogContent } from '../../src/pipeline/publish-image-build.js';
import { actionIt as it, FULL, pushEvent } from './action-world.js';

interface Published {
  commit: string;
  catalogs: {
    catalog: string;
    digest: string;
    pullSpec: string;
    platforms: string[];
    tags: string[];
    readBack: string;
  }[];
  removed: string[];
}

describe.skipIf(!hasRegistryTools)(registryNote('mode publish-image'), () => {
  let registry: Registry;
  let proxy: Proxy;
  let base: string;
  beforeAll(async () => {
    registry = await startRegistry();
    proxy = await startProxy(registry.host, () => undefined, { keepHost: true });
    const layout = ociLayout();
    buildImage(layout, 'opm', [{ 'bin/opm': '#!/bin/sh\necho opm\n' }]);
    base = `${registry.host}/base/opm:v1`;
    push(layout, 'opm', base);
    removeLayout(layout);
  });
  afterAll(async () => {
    await proxy?.stop();
    await registry?.stop();
  });

  it('a push publishes the catalog it changed: outputs, summary, tags; no GitHub request', async ({ emulator, act }, {
    expect,
  }) => {
    const { repo, base: before } = communityRepo();
    const after = commit(repo, 'foo v0.2.0', { 'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const r = emulator.state.addRepo(FULL);
    const to = `${registry.host}/cat/push`;

    const run = await act(repo, 'push', pushEvent(r, before, after), {
      mode: 'publish-image',
      'base-image': base,
      'publish-to': to,
    });

    expect(run.stdout).not.toMatch(/::error/);
    expect(run.code).toBe(0);
    expect(run.outputs['publish-outcome']).toBe('published');
    expect(run.outputs['changed-catalogs']).toBe('["catalogs/v4.17"]');
    expect(run.outputs['removed-catalogs']).toBe('[]');
    const out = JSON.parse(run.outputs['published-images']!) as Published;
    expect(out.commit).toBe(after);
    expect(out.catalogs).toHaveLength(1);
    const [c] = out.catalogs;
    expect(c!.catalog).toBe('catalogs/v4.17');
    expect(c!.readBack).toBe('ok');
    expect(c!.platforms).toEqual(['linux/amd64']);
    expect(c!.pullSpec).toBe(`${to}@${c!.digest}`);
    expect(c!.tags).toEqual(['v4.17', `v4.17-${after.slice(0, 12)}`]);
    expect(skopeoDigest(`${to}:v4.17`)).toBe(c!.digest);
    expect(run.summary).toContain(c!.pullSpec);
    expect(run.summary).toContain('catalogs/v4.17');
    expect(emulator.log).toEqual([]);
  });

  it('a removed catalog is reported and its image left; a dispatch publishes what it names', async ({ emulator, act }, {
    expect,
  }) => {
    const { repo, base: before } = communityRepo();
    const r = emulator.state.addRepo(FULL);
    const to = `${registry.host}/cat/removed`;
    const inputs = { mode: 'publish-image', 'base-image': base, 'publish-to': to, 'publish-tags': '{catalog}' };
    const first = await act(repo, 'push', { ...(pushEvent(r, '0'.repeat(40), before) as object) }, inputs);
    expect(first.outputs['publish-outcome']).toBe('published');
    const v416 = skopeoDigest(`${to}:v4.16`);

    git(repo, 'rm', '-rq', 'catalogs/v4.16');
    git(repo, 'commit', '-qm', 'drop v4.16');
    const after = git(repo, 'rev-parse', 'HEAD').trim();
    const run = await act(repo, 'push', pushEvent(r, before, after), inputs);

    expect(run.code).toBe(0);
    expect(run.outputs['publish-outcome']).toBe('none');
    expect(run.outputs['removed-catalogs']).toBe('["catalogs/v4.16"]');
    expect((JSON.parse(run.outputs['published-images']!) as Published).removed).toEqual(['catalogs/v4.16']);
    expect(run.summary).toMatch(/Removed by the push, their images left in the registry.*catalogs\/v4\.16/);
    expect(run.stdout).toContain('::warning::fbc-bot publish-image: the push removed catalogs/v4.16');
    // Never deleted: the tag still names the image it named.
    expect(skopeoDigest(`${to}:v4.16`)).toBe(v416);

    const dispatched = await act(
      repo,
      'workflow_dispatch',
      { inputs: { catalogs: '["catalogs/v4.17"]', sha: after }, ref: 'refs/heads/main' },
      inputs,
    );
    expect(dispatched.code).toBe(0);
    const out = JSON.parse(dispatched.outputs['published-images']!) as Published;
    expect(out.catalogs.map((c) => [c.catalog, c.readBack, c.tags])).toEqual([['catalogs/v4.17', 'ok', ['v4.17']]]);
  });

  it('an image that does not read back fails the step, with an annotation, untagged', async ({ emulator, act }, {
    expect,
  }) => {
    const { repo, base: before } = communityRepo();
    const after = commit(repo, 'foo v0.2.0', { 'catalogs/v4.17/foo/catalog.yaml': pkgCatalog('foo', 2) });
    const r = emulator.state.addRepo(FULL);
    const [source] = sourceCatalogs(`git:${after}:catalogs/v4.17`, undefined, repo);
    const layer = (await buildLayer(catalogContent(source!, `git:${after}:.`, repo))).digest;
    const tampered = gzipSync(layerTar('configs', [{ path: 'foo/catalog.yaml', data: Buffer.from('tampered') }]));
    proxy.intercept = (req) =>
      req.method === 'GET' && (req.url ?? '').endsWith(`/blobs/${layer}`)
        ? { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: tampered }
        : undefined;
    const to = `${proxy.host}/cat/tampered`;
    try {
      const run = await act(repo, 'push', pushEvent(r, before, after), {
        mode: 'publish-image',
        'base-image': base,
        'publish-to': to,
      });

      expect(run.code).toBe(1);
      expect(run.outputs['publish-outcome']).toBe('read-back-differs');
      const [c] = (JSON.parse(run.outputs['published-images']!) as Published).catalogs;
      expect(c!.readBack).toContain(`layer ${layer}`);
      expect(c!.tags).toEqual([]);
      expect(run.stdout).toMatch(
        /::error title=fbc-bot publish-image%3A read-back differs::catalogs\/v4\.17: .* not tagged/,
      );
      expect(run.summary).toContain('**differs**');
      const tags = await fetch(`http://${registry.host}/v2/cat/tampered/tags/list`);
      expect(tags.status === 404 || ((await tags.json()) as { tags: unknown }).tags === null).toBe(true);
    } finally {
      proxy.intercept = () => undefined;
    }
  });
});
