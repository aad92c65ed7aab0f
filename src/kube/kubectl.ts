// The Kubernetes client: kubectl, run as a child process with the arguments fbc-bot builds (never a
// shell), one bounded call at a time. kubectl rather than a client library: the project adds no
// runtime dependency, kubectl is on GitHub's ubuntu runners and beside every kind cluster, and it
// reads the kubeconfig, credentials plugins and server-side apply exactly as the cluster's admins do.
import { execFile } from 'node:child_process';

export interface KubeClient {
  /** The kubectl executable (default `kubectl` on PATH). */
  readonly binary: string;
  /** Unset: kubectl's own choice ($KUBECONFIG, then ~/.kube/config). */
  readonly kubeconfig?: string;
  readonly context?: string;
  /** Where kubectl keeps its discovery cache (unset: its default under ~/.kube). */
  readonly cacheDir?: string;
  /** Each call's limit, in seconds: kubectl's --request-timeout, and the process is killed a little after. */
  readonly callSeconds: number;
}

export function kubeClient(o: Partial<KubeClient> = {}): KubeClient {
  return { binary: 'kubectl', callSeconds: 30, ...o };
}

/** A failed kubectl call: its own message (the API server's Status, or kubectl's), cut to one paragraph. */
export class KubeError extends Error {
  constructor(
    message: string,
    /** The API server answered NotFound. */
    readonly notFound = false,
  ) {
    super(message);
  }
}

/** What a kubectl call may print: a list of pods or events is far below it. */
const MAX_OUTPUT = 64 << 20;
const MESSAGE_CHARS = 2000;

function globals(c: KubeClient): string[] {
  return [
    ...(c.kubeconfig !== undefined ? [`--kubeconfig=${c.kubeconfig}`] : []),
    ...(c.context !== undefined ? [`--context=${c.context}`] : []),
    ...(c.cacheDir !== undefined ? [`--cache-dir=${c.cacheDir}`] : []),
    `--request-timeout=${c.callSeconds}s`,
  ];
}

/** Runs kubectl with `args` (and `input` on stdin); its stdout, or a KubeError. */
export function kubectl(c: KubeClient, args: readonly string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      c.binary,
      [...globals(c), ...args],
      { maxBuffer: MAX_OUTPUT, timeout: (c.callSeconds + 10) * 1000, encoding: 'utf8' },
      (err, stdout, stderr) => {
        if (err === null) return resolve(stdout);
        const spawn = (err as NodeJS.ErrnoException).code === 'ENOENT';
        const text = spawn
          ? `${c.binary} was not found: install kubectl (GitHub's ubuntu runners have it)`
          : (stderr.trim() || err.message).slice(0, MESSAGE_CHARS);
        reject(new KubeError(`kubectl ${args[0] ?? ''}: ${text}`, /\(NotFound\)|NotFound/.test(stderr)));
      },
    );
    child.stdin?.end(input ?? '');
  });
}
