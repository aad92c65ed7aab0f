// check-images in the Action: the registry lookup over the registry-auth input's credentials,
// and those a previous step left in the runner's docker configuration (docker/login-action);
// the input wins for a registry both name. The deadline: the image-check-seconds input, else the
// configuration's policy.imageCheckSeconds.
import type { ImageAccess } from '../pipeline/image-answers.js';
import { createRegistryLookup, readDockerAuths, type DockerAuths } from '../registry/index.js';
import type { ActionConfig } from './inputs.js';

export function actionImageAccess(cfg: ActionConfig, env: NodeJS.ProcessEnv): ImageAccess | undefined {
  if (!cfg.checkImages) return undefined;
  const auths: DockerAuths = new Map([...readDockerAuths(env), ...(cfg.registryAuth?.auths ?? [])]);
  return (policy) => {
    const seconds = cfg.imageCheckSeconds ?? policy.imageCheckSeconds;
    return createRegistryLookup({
      auths,
      ...(policy.insecureRegistries ? { insecureRegistries: policy.insecureRegistries } : {}),
      ...(seconds !== undefined ? { deadlineMs: seconds * 1000 } : {}),
      ...(cfg.imageCheckSeconds !== undefined ? { deadlineSetting: 'the image-check-seconds input' } : {}),
    });
  };
}
