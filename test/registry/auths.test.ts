// Credentials from docker config.json text and the files docker and podman read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDockerAuths, readDockerAuths } from '../../src/registry/index.js';
import { credentialsFor } from '../../src/registry/auths.js';

const b64 = (s: string): string => Buffer.from(s).toString('base64');

describe('parseDockerAuths', () => {
  it('reads auth, username/password and identitytoken entries, normalising hosts', () => {
    const auths = parseDockerAuths(
      JSON.stringify({
        auths: {
          'https://index.docker.io/v1/': { auth: b64('hub:p:with:colons') },
          'quay.io': { username: 'q', password: 'pw' },
          'https://registry.example.com': { identitytoken: 'id-tok' },
          'ghcr.io': {},
          'quay.io/team': { auth: b64('team:tp') },
        },
        credsStore: 'desktop',
      }),
      'config.json',
    );
    expect([...auths]).toEqual([
      ['docker.io', { username: 'hub', password: 'p:with:colons' }],
      ['quay.io', { username: 'q', password: 'pw' }],
      ['registry.example.com', { identityToken: 'id-tok' }],
      ['quay.io/team', { username: 'team', password: 'tp' }],
    ]);
    expect(credentialsFor(auths, 'quay.io', 'team/op')).toEqual({ username: 'team', password: 'tp' });
    expect(credentialsFor(auths, 'quay.io', 'other/op')).toEqual({ username: 'q', password: 'pw' });
  });

  it('names the source and the entry in errors, never the secret', () => {
    const secret = 'no-colon-secret';
    expect(() => parseDockerAuths(`{"auths": {"quay.io": {"auth": "${secret}"`, 'input registry-auth')).toThrow(
      /^input registry-auth: not valid JSON$/,
    );
    expect(() => parseDockerAuths(JSON.stringify({ auths: { 'quay.io': { auth: b64(secret) } } }), 'f.json')).toThrow(
      'f.json: auths["quay.io"].auth is not the base64 of user:password',
    );
    expect(() => parseDockerAuths(JSON.stringify({ auths: { 'quay.io': { password: 7 } } }), 'f.json')).toThrow(
      'f.json: auths["quay.io"].password is not a string',
    );
    expect(() => parseDockerAuths('[]', 'f.json')).toThrow('f.json: not a JSON object');
    expect(parseDockerAuths('{}', 'f.json').size).toBe(0);
  });
});

describe('readDockerAuths', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fbc-auths-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string): string => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    return join(dir, path);
  };
  const cfg = (host: string, user: string): string =>
    JSON.stringify({ auths: { [host]: { auth: b64(`${user}:pw`) } } });

  it('reads $REGISTRY_AUTH_FILE alone when set', () => {
    const file = write('a/auth.json', cfg('quay.io', 'a'));
    write('home/.docker/config.json', cfg('ghcr.io', 'home'));
    expect([...readDockerAuths({ REGISTRY_AUTH_FILE: file, HOME: join(dir, 'home') }).keys()]).toEqual(['quay.io']);
  });

  it("merges podman's runtime file over docker's config ($DOCKER_CONFIG, else ~/.docker)", () => {
    write('run/containers/auth.json', cfg('quay.io', 'podman'));
    write('dc/config.json', cfg('quay.io', 'docker').replace('}}}', '}, "ghcr.io": {"auth": "' + b64('g:pw') + '"}}}'));
    const auths = readDockerAuths({
      XDG_RUNTIME_DIR: join(dir, 'run'),
      DOCKER_CONFIG: join(dir, 'dc'),
      HOME: join(dir, 'nowhere'),
    });
    expect(auths.get('quay.io')).toEqual({ username: 'podman', password: 'pw' });
    expect(auths.get('ghcr.io')).toEqual({ username: 'g', password: 'pw' });
    expect(readDockerAuths({ HOME: join(dir, 'home') }).get('ghcr.io')).toEqual({ username: 'home', password: 'pw' });
  });

  it('gives an empty map when no file exists, and an error naming a malformed file', () => {
    expect(readDockerAuths({ HOME: join(dir, 'none') }).size).toBe(0);
    const bad = write('bad/config.json', '{"auths": {"quay.io": {"auth": "c2VjcmV0"}');
    expect(() => readDockerAuths({ DOCKER_CONFIG: join(dir, 'bad'), HOME: dir })).toThrow(`${bad}: not valid JSON`);
  });
});
