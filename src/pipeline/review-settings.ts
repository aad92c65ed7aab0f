// What a review is judged by, read from the base revision: .github/fbc-bot.yaml (or --config), or,
// without one, community-operators-prod's layout — catalogs under catalogs/*, owners in
// operators/<pkg>/ci.yaml, maintainers and allowed registries from the root config.yaml.
import { CONFIG_PATH, ConfigError, type Config } from '../config/config.js';
import { entriesAt } from '../git/changed-paths.js';
import {
  COMMUNITY_CATALOGS,
  COMMUNITY_CONFIG,
  COMMUNITY_OWNERS_PATH,
  parseCommunityConfig,
} from '../ownership/community.js';
import type { Layout } from '../ownership/layout.js';
import { readConfig } from '../source/config-source.js';
import { readBaseFiles } from './base-files.js';

export interface ReviewSettings {
  readonly config: Config;
  readonly layout: Layout;
}

// `packageDirectories` is on in the community layout, one package per directory (usually named
// for it); a configured repository may group packages otherwise, so it says so itself.
function layoutOf(
  config: Config,
  maintainers: readonly string[],
  configFiles: readonly string[],
  packageDirectories: boolean,
): Layout {
  const source = config.owners?.source ?? 'ci-yaml';
  const ownersPath = config.owners?.path ?? (source === 'ci-yaml' ? COMMUNITY_OWNERS_PATH : undefined);
  return {
    catalogs: config.catalogs ?? COMMUNITY_CATALOGS,
    source,
    ...(ownersPath !== undefined ? { ownersPath } : {}),
    maintainers,
    packageDirectories,
    configFiles,
  };
}

/** `rev` names the base as the user wrote it (for messages); `commit` is its id. */
export function reviewSettings(
  repo: string,
  rev: string,
  commit: string,
  explicit: string | undefined,
): ReviewSettings {
  // Only whether the file is there: readConfig reads it (following links as a checkout would).
  if (explicit !== undefined || entriesAt(repo, commit, [CONFIG_PATH]).has(CONFIG_PATH)) {
    const config = readConfig(explicit, `git:${rev.includes(':') ? commit : rev}:.`, repo);
    return {
      config,
      layout: layoutOf(config, config.maintainers ?? [], [CONFIG_PATH], config.packageDirectories ?? false),
    };
  }
  const file = readBaseFiles(repo, commit, [COMMUNITY_CONFIG]).get(COMMUNITY_CONFIG);
  if (file && 'problem' in file) throw new ConfigError(`cannot read ${COMMUNITY_CONFIG} at ${rev}: ${file.problem}`);
  const community = file ? parseCommunityConfig(file.text, `git:${rev}:${COMMUNITY_CONFIG}`) : { maintainers: [] };
  const config: Config = {
    policy: community.allowedRegistries ? { allowedRegistries: community.allowedRegistries } : {},
    severity: {},
  };
  return {
    config,
    layout: layoutOf(
      { ...config, catalogs: COMMUNITY_CATALOGS },
      community.maintainers,
      [CONFIG_PATH, COMMUNITY_CONFIG],
      true,
    ),
  };
}
