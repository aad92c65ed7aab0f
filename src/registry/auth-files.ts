// Where credentials live on disk, as docker and podman look: $REGISTRY_AUTH_FILE alone when set;
// otherwise podman's ${XDG_RUNTIME_DIR}/containers/auth.json, then docker's
// $DOCKER_CONFIG/config.json (else ~/.docker/config.json) for hosts podman's file does not name.
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseDockerAuths } from './auths.js';
import type { Credentials, DockerAuths } from './options.js';

function authFiles(env: NodeJS.ProcessEnv): string[] {
  if (env.REGISTRY_AUTH_FILE) return [env.REGISTRY_AUTH_FILE];
  const files: string[] = [];
  if (env.XDG_RUNTIME_DIR) files.push(join(env.XDG_RUNTIME_DIR, 'containers', 'auth.json'));
  files.push(join(env.DOCKER_CONFIG ?? join(env.HOME ?? homedir(), '.docker'), 'config.json'));
  return files;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new Error(`${file}: cannot be read (${code ?? 'error'})`);
  }
}

export function readDockerAuths(env: NodeJS.ProcessEnv): DockerAuths {
  const out = new Map<string, Credentials>();
  for (const file of authFiles(env)) {
    const text = readIfPresent(file);
    if (text === undefined) continue;
    for (const [host, credentials] of parseDockerAuths(text, file)) if (!out.has(host)) out.set(host, credentials);
  }
  return out;
}
