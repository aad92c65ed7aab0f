// Controller logs: the last lines a pod's containers wrote, bounded in lines and bytes.
import { kubectl, type KubeClient } from './kubectl.js';
import { named } from './resources.js';

export async function podLogTail(
  c: KubeClient,
  q: { readonly namespace: string; readonly pod: string; readonly lines: number; readonly bytes: number },
): Promise<string> {
  return kubectl(c, [
    'logs',
    `pod/${named(q.pod, 'pod')}`,
    '--namespace',
    named(q.namespace, 'namespace'),
    '--all-containers=true',
    `--tail=${q.lines}`,
    `--limit-bytes=${q.bytes}`,
  ]);
}
