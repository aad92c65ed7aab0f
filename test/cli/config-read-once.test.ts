// The configuration is read once a command: diff and validate of an `image:` source took the
// registry policy from one read and the rules from another, publish-image the client's settings
// from one and the catalogs' from another. Counted through the one reader of regular files; the
// image sources are served from memory (the registry is not what is counted).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from '../helpers/cli.js';
import { pkgDoc } from '../helpers/fixture.js';
import { commit, newRepo } from '../helpers/git.js';
import { readInputs } from '../../src/action/inputs.js';
import { publishImageMode } from '../../src/action/publish-image-mode.js';

const configReads = vi.hoisted(() => ({ file: '', count: 0 }));

vi.mock('../../src/files/regular-file.js', async (original) => {
  const m = await original<typeof import('../../src/files/regular-file.js')>();
  return {
    ...m,
    readRegularFile: (path: string, max: number) => {
      if (path === configReads.file) configReads.count++;
      return m.readRegularFile(path, max);
    },
  };
});
vi.mock('../../src/source/image-catalogs.js', async (original) => {
  const m = await original<typeof import('../../src/source/image-catalogs.js')>();
  const { basicCatalog } = await import('../helpers/fixture.js');
  const files = new Map([['foo/catalog.yaml', Buffer.from(basicCatalog())]]);
  return {
    ...m,
    readImageSources: (sources: readonly string[]) =>
      Promise.resolve(
        new Map(sources.filter(m.isImageSource).map((s) => [s, { digest: 'sha256:0', configsDir: '/configs', files }])),
      ),
  };
});

const root = mkdtempSync(join(tmpdir(), 'fbc-config-once-'));
const config = join(root, 'fbc-bot.yaml');
writeFileSync(config, 'policy:\n  insecureRegistries: [127.0.0.1:1]\n');
const IMAGE = 'image:127.0.0.1:1/cat:v1';

beforeEach(() => {
  configReads.file = resolve(config);
  configReads.count = 0;
});

describe('the configuration, read once', () => {
  it('validate of an image: source', async () => {
    const r = await run('validate', '--config', config, '--format', 'json', IMAGE);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(configReads.count).toBe(1);
  });
  it('diff of image: sources', async () => {
    const r = await run('diff', '--config', config, '--base', IMAGE, '--head', IMAGE, '--format', 'json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(configReads.count).toBe(1);
  });
  it('publish-image: the client and the catalogs (refused before any registry is asked)', async () => {
    const dir = join(root, 'broken');
    mkdirSync(join(dir, 'foo'), { recursive: true });
    writeFileSync(join(dir, 'foo', 'catalog.yaml'), pkgDoc('foo', 'missing-channel'));
    const r = await run('publish-image', '--config', config, '--to', '127.0.0.1:1/cat', dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain('does not validate');
    expect(configReads.count).toBe(1);
  });
});

describe('mode publish-image', () => {
  it("the plan's settings, then one read for the client and the catalogs", async () => {
    const repo = newRepo();
    const sha = commit(repo, 'broken', { 'catalogs/v4.16/foo/catalog.yaml': pkgDoc('foo', 'missing-channel') });
    const inputs: Record<string, string> = {
      'github-token': 't',
      mode: 'publish-image',
      'publish-to': '127.0.0.1:1/cat',
      config,
    };
    const cfg = readInputs((name) => inputs[name] ?? '');
    const ctx = { owner: 'o', repo: 'r', eventName: 'workflow_dispatch', payload: {}, workspace: repo, apiEnv: {} };
    const dispatch = { event: 'workflow_dispatch', sha, catalogs: ['catalogs/v4.16'] };
    await expect(publishImageMode(cfg, ctx, dispatch, {})).rejects.toThrow('does not validate');
    // One for the plan (its layout), one for the publishing.
    expect(configReads.count).toBe(2);
  });
});
