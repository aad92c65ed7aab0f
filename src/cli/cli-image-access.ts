// --check-images on the command line: the registry lookup, with credentials from the docker
// configuration the environment names ($REGISTRY_AUTH_FILE, $DOCKER_CONFIG, ~/.docker/config.json),
// read before the run so that a malformed file is an error naming it (exit 2), not a late surprise.
import { ConfigError } from '../config/config.js';
import type { ImageAccess } from '../pipeline/image-answers.js';
import { createRegistryLookup, readDockerAuths, type DockerAuths } from '../registry/index.js';

export function cliImageAccess(env: NodeJS.ProcessEnv): ImageAccess {
  let auths: DockerAuths;
  try {
    auths = readDockerAuths(env);
  } catch (e) {
    throw new ConfigError(e instanceof Error ? e.message : String(e));
  }
  return (policy) =>
    createRegistryLookup({
      auths,
      ...(policy.insecureRegistries ? { insecureRegistries: policy.insecureRegistries } : {}),
      ...(policy.imageCheckSeconds !== undefined ? { deadlineMs: policy.imageCheckSeconds * 1000 } : {}),
    });
}
