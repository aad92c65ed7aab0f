// A real registry on loopback for tests: Debian's docker-registry (CNCF distribution) serving a
// temporary directory on a free port, anonymous or behind htpasswd Basic auth. Tests skip with
// an install hint when the binaries are absent.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { skippedNote } from './skip-note.js';

const TOOLS = ['docker-registry', 'skopeo', 'umoci'];

function onPath(name: string, path = process.env.PATH): boolean {
  return (path ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const hasRegistryTools = TOOLS.every((t) => onPath(t));
export const INSTALL = 'apt-get install -y docker-registry skopeo umoci';

/** The tools a registry test (or the demo's publish) needs that `path` (PATH) lacks. */
export function missingRegistryTools(path = process.env.PATH): string[] {
  return TOOLS.filter((t) => !onPath(t, path));
}

export function registryNote(what: string): string {
  return hasRegistryTools ? what : skippedNote(what, `${missingRegistryTools().join(', ')} not found; ${INSTALL}`);
}

/**
 * The test user's htpasswd line: a bcrypt hash (cost 4, so each request's check stays cheap) of
 * REGISTRY_PASSWORD, computed once and kept as data, so no bcrypt tool or library is needed.
 */
export const REGISTRY_USER = 'tester';
export const REGISTRY_PASSWORD = 's3cret-Pa55word';
const HTPASSWD = 'tester:$2b$04$03JA/E937KAewIwbEZBip.De0pORwIFYLXazoMokBvYrch8GTbFFa';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Registry {
  /** host:port, e.g. 127.0.0.1:40123. */
  readonly host: string;
  readonly port: number;
  stop(): Promise<void>;
}

async function ready(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`docker-registry exited (${child.exitCode}): ${log()}`);
    try {
      const r = await fetch(url);
      if (r.status === 200 || r.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`docker-registry did not start: ${log()}`);
}

export async function startRegistry(options: { auth?: boolean } = {}): Promise<Registry> {
  const dir = mkdtempSync(join(tmpdir(), 'fbc-registry-'));
  const port = await freePort();
  const auth = options.auth ? `auth:\n  htpasswd:\n    realm: fbc-test\n    path: ${join(dir, 'htpasswd')}\n` : '';
  if (options.auth) writeFileSync(join(dir, 'htpasswd'), `${HTPASSWD}\n`);
  const config = `version: 0.1
log:
  level: error
  accesslog:
    disabled: true
storage:
  filesystem:
    rootdirectory: ${join(dir, 'data')}
  delete:
    enabled: true
  maintenance:
    uploadpurging:
      enabled: false
http:
  addr: 127.0.0.1:${port}
  secret: fbc-test
${auth}`;
  writeFileSync(join(dir, 'config.yml'), config);
  // distribution reads REGISTRY_* variables as configuration (REGISTRY_AUTH_FILE, podman's, would
  // become an auth setting): the registry gets none of the caller's.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('REGISTRY_')));
  const child = spawn('docker-registry', ['serve', join(dir, 'config.yml')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  try {
    await ready(`http://127.0.0.1:${port}/v2/`, child, () => stderr);
  } catch (e) {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    host: `127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
