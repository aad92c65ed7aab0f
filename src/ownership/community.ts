// community-operators-prod's own settings, used when a repository has no .github/fbc-bot.yaml:
// the root config.yaml's `maintainers` and `allowed_bundle_registries`. Read as strictly as
// fbc-bot's configuration: a value that cannot be used is an error naming the file and line.
import { ConfigError } from '../config/config.js';
import { isRegistryHost } from '../config/registry-host.js';
import { isLogin } from '../model/login.js';
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { readYaml } from './yaml-value.js';

export const COMMUNITY_CONFIG = 'config.yaml';
export const COMMUNITY_CATALOGS = ['catalogs/*'] as const;
export const COMMUNITY_OWNERS_PATH = 'operators/{package}/ci.yaml';

export interface CommunitySettings {
  readonly maintainers: readonly string[];
  readonly allowedRegistries?: readonly string[];
}

export function parseCommunityConfig(text: string, file: string): CommunitySettings {
  const read = readYaml(text, file);
  if ('problem' in read) throw new ConfigError(read.problem);
  if (read.value === null || read.value === undefined) return { maintainers: [] };
  if (!isJsonObject(read.value)) throw new ConfigError(`${file}:1: not a mapping`);
  const v = read.value;
  const list = (key: string, ok: (s: string) => boolean, what: string): string[] | undefined => {
    const x = v[key];
    if (x === undefined || x === null) return undefined;
    if (!Array.isArray(x)) throw new ConfigError(`${file}:${read.line(key)}: ${key} is not a list`);
    for (const item of x as unknown[]) {
      if (typeof item !== 'string' || !ok(item))
        throw new ConfigError(`${file}:${read.line(key)}: ${key}: ${JSON.stringify(item)} is not ${what}`);
    }
    return x as string[];
  };
  const maintainers = list('maintainers', isLogin, 'a GitHub login') ?? [];
  const allowedRegistries = list('allowed_bundle_registries', isRegistryHost, 'a registry (host, or host/path)');
  return { maintainers, ...(allowedRegistries ? { allowedRegistries } : {}) };
}
