// The registry client a publish runs with (the CLI's and the Action's): a whole publish, every
// catalog and every read-back, takes far longer than an image check's minute, and one request may
// carry a 16 MiB chunk over a slow link.
import { createClient, type Client, type DockerAuths } from '../registry/index.js';

const PUBLISH_DEADLINE_MS = 30 * 60_000;
const PUBLISH_TIMEOUT_MS = 120_000;
const GiB = 1024 * 1024 * 1024;

export function publishClient(auths: DockerAuths, insecureRegistries: readonly string[] | undefined): Client {
  return createClient({
    auths,
    ...(insecureRegistries ? { insecureRegistries } : {}),
    deadlineMs: PUBLISH_DEADLINE_MS,
    deadlineSetting: 'publish-image',
    timeoutMs: PUBLISH_TIMEOUT_MS,
    runInflatedBytes: 16 * GiB,
    runHeldBytes: 4 * GiB,
  });
}
