// Credentials against a real registry behind htpasswd Basic auth: from a config.json's text, from
// $REGISTRY_AUTH_FILE and $DOCKER_CONFIG; a wrong one is refused without the secret anywhere.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistryLookup, parseDockerAuths, readDockerAuths } from '../../src/registry/index.js';
import {
  hasRegistryTools,
  registryNote,
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  startRegistry,
  type Registry,
} from '../helpers/registry.js';
import { buildImage, ociLayout, push, removeLayout, skopeoDigest } from '../helpers/oci-image.js';

const config = (host: string, user: string, password: string): string =>
  JSON.stringify({ auths: { [host]: { auth: Buffer.from(`${user}:${password}`).toString('base64') } } });

describe.skipIf(!hasRegistryTools)(registryNote('registry credentials against an htpasswd registry'), () => {
  let registry: Registry;
  let image: string;
  let digest: string;
  const creds = `${REGISTRY_USER}:${REGISTRY_PASSWORD}`;

  beforeAll(async () => {
    registry = await startRegistry({ auth: true });
    image = `${registry.host}/private/bundle:v1`;
    const layout = ociLayout();
    buildImage(layout, 'b', [{ 'manifests/x.yaml': 'x' }]);
    push(layout, 'b', image, creds);
    removeLayout(layout);
    digest = skopeoDigest(image, creds);
  });
  afterAll(async () => registry?.stop());

  it('finds the image with credentials from a config.json text', async () => {
    const auths = parseDockerAuths(
      config(`http://${registry.host}`, REGISTRY_USER, REGISTRY_PASSWORD),
      'registry-auth input',
    );
    const lookup = createRegistryLookup({ auths });
    expect(await lookup.resolve(image)).toEqual({ state: 'found', digest });
    const files = await lookup.files(image, 'manifests/');
    expect(files.state === 'found' && files.files.map((f) => f.path)).toEqual(['manifests/x.yaml']);
  });

  it('reads credentials from $REGISTRY_AUTH_FILE and from $DOCKER_CONFIG', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fbc-auth-'));
    writeFileSync(join(dir, 'auth.json'), config(registry.host, REGISTRY_USER, REGISTRY_PASSWORD));
    mkdirSync(join(dir, 'docker'));
    writeFileSync(
      join(dir, 'docker', 'config.json'),
      JSON.stringify({ auths: { [registry.host]: { username: REGISTRY_USER, password: REGISTRY_PASSWORD } } }),
    );
    try {
      for (const env of [
        { REGISTRY_AUTH_FILE: join(dir, 'auth.json'), HOME: dir },
        { DOCKER_CONFIG: join(dir, 'docker'), HOME: dir },
      ]) {
        expect(await createRegistryLookup({ auths: readDockerAuths(env) }).resolve(image)).toEqual({
          state: 'found',
          digest,
        });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says unverified, naming the registry and not the secret, for a wrong password or none', async () => {
    const lines: string[] = [];
    const wrong = createRegistryLookup({
      auths: parseDockerAuths(config(registry.host, REGISTRY_USER, 'Wr0ng-Secret-Value'), 'x'),
      log: (l) => lines.push(l),
    });
    const answer = await wrong.resolve(image);
    expect(answer.state).toBe('unverified');
    expect(answer.state !== 'found' && answer.detail).toContain(`credentials refused by ${registry.host}`);
    const files = await wrong.files(image, 'manifests/');
    expect(files.state).toBe('unverified');
    const none = await createRegistryLookup({ log: (l) => lines.push(l) }).resolve(image);
    expect(none).toEqual({
      state: 'unverified',
      detail: `${registry.host} requires credentials (Basic); none configured for ${registry.host}`,
    });
    const said = [...lines, JSON.stringify([answer, files, none])].join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [
      'Wr0ng-Secret-Value',
      Buffer.from(`${REGISTRY_USER}:Wr0ng-Secret-Value`).toString('base64'),
      REGISTRY_PASSWORD,
    ])
      expect(said).not.toContain(secret);
  });

  it('never logs the right credentials either', async () => {
    const lines: string[] = [];
    const auths = parseDockerAuths(config(registry.host, REGISTRY_USER, REGISTRY_PASSWORD), 'x');
    const files = await createRegistryLookup({ auths, log: (l) => lines.push(l) }).files(image, 'manifests/');
    expect(files.state).toBe('found');
    // The 401, the authenticated manifest and the layer: each exchange is logged.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.join('\n')).not.toContain(REGISTRY_PASSWORD);
    expect(lines.join('\n')).not.toContain(Buffer.from(creds).toString('base64'));
  });
});
