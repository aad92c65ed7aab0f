// Mode publish-image: on a push to the default branch (or on the dispatch mode plan or fbc-bot's
// merge sends), the catalogs mode plan would rebuild, each built on the base image and pushed to
// publish-to, read back as a cluster reads it, tagged when it reads back equal. A catalog the push
// removed is reported, its images left as they are: nothing here ever deletes.
import { publishClient } from '../pipeline/publish-image-client.js';
import { publishImages, type PublishRun } from '../pipeline/publish-image.js';
import { readDockerAuths, type Client, type DockerAuths } from '../registry/index.js';
import { readConfig } from '../source/config-source.js';
import type { RunnerContext } from './context.js';
import type { PushTarget } from './event.js';
import type { ActionConfig } from './inputs.js';
import { planDispatched, planMode } from './plan-mode.js';
import type { RebuildDispatch } from './rebuild-event.js';

export interface PublishImageOutcome {
  /** The commit published. */
  readonly commit: string;
  /** The catalogs built and pushed (those mode plan rebuilds). */
  readonly changed: readonly string[];
  /** The catalogs the push removed: reported, never deleted. */
  readonly removed: readonly string[];
  /** Undefined when nothing was to publish. */
  readonly run?: PublishRun;
  /** Why nothing was published, when nothing was. */
  readonly note?: string;
}

/** The runner's docker configuration (docker/login-action) and the registry-auth input, which wins. */
function publishAuths(cfg: ActionConfig, env: NodeJS.ProcessEnv): DockerAuths {
  return new Map([...readDockerAuths(env), ...(cfg.registryAuth?.auths ?? [])]);
}

export async function publishImageMode(
  cfg: ActionConfig,
  ctx: RunnerContext,
  t: PushTarget | RebuildDispatch,
  env: NodeJS.ProcessEnv,
  client?: Client,
): Promise<PublishImageOutcome> {
  const push = 'kind' in t;
  const commit = push ? t.after : t.sha;
  const planned = push ? await planMode(cfg, ctx, t, undefined, false) : planDispatched(cfg, ctx, t, false);
  const changed = planned.plan.matrix.include.map((e) => e.catalog);
  const removed = planned.plan.removed;
  if (changed.length === 0)
    return { commit, changed, removed, note: planned.note ?? 'the push changed no catalog: nothing to publish' };
  const source = `git:${commit}:.`;
  // Read once: the registry client's policy and the catalogs' rules.
  const config = readConfig(cfg.config, source, ctx.workspace);
  const run = await publishImages(
    {
      source,
      only: changed,
      repo: ctx.workspace,
      config: cfg.config,
      loadedConfig: config,
      baseImage: cfg.baseImage,
      to: cfg.publishTo!,
      tags: cfg.publishTags,
      env,
    },
    client ?? publishClient(publishAuths(cfg, env), config.policy.insecureRegistries),
  );
  return { commit, changed, removed, run };
}
