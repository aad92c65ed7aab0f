// A catalog image's configuration, derived from its base's: everything the base set is kept (its
// environment, user, labels, layers' history), then the catalog layer's diff id and history entry
// are appended, the configs label set, and the command set as `opm generate dockerfile` sets it,
// less the pre-built serve cache it could not have. The creation time is the caller's (a commit's
// time or SOURCE_DATE_EPOCH), never the clock.
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { CONFIGS_LABEL } from './catalog-image.js';
import { unverified } from './failure.js';

export const CONFIGS_DIR = '/configs';
export const ENTRYPOINT = ['/bin/opm'];
/**
 * opm's Dockerfile runs `serve /configs --cache-dir=/tmp/cache` over a cache built at build time;
 * with --cache-dir and no --cache-only, opm serve enforces that cache's integrity and would exit.
 * Nothing runs opm here, so the cache is built when the server starts instead.
 */
export const CMD = ['serve', CONFIGS_DIR, '--cache-dir=/tmp/cache', '--cache-enforce-integrity=false'];

export interface CatalogLayer {
  /** sha256 of the uncompressed tar. */
  readonly diffId: string;
  /** The catalog's directory name, for the history entry. */
  readonly catalog: string;
  /** RFC 3339, UTC. */
  readonly created: string;
}

type Json = Record<string, unknown>;

/** The new configuration's bytes, from the base configuration's JSON. */
export function catalogConfig(base: Json, layer: CatalogLayer, what: string): Uint8Array {
  const rootfs = base.rootfs;
  if (!isJsonObject(rootfs) || !Array.isArray(rootfs.diff_ids))
    throw unverified(`${what}: its configuration has no rootfs.diff_ids`);
  const config = isJsonObject(base.config) ? base.config : {};
  const labels = isJsonObject(config.Labels) ? config.Labels : {};
  const history = Array.isArray(base.history) ? base.history : [];
  const out: Json = {
    ...base,
    created: layer.created,
    config: {
      ...config,
      Entrypoint: ENTRYPOINT,
      Cmd: CMD,
      Labels: { ...labels, [CONFIGS_LABEL]: CONFIGS_DIR },
    },
    rootfs: { ...rootfs, diff_ids: [...(rootfs.diff_ids as unknown[]), layer.diffId] },
    history: [
      ...history,
      { created: layer.created, created_by: `fbc-bot publish-image: catalog ${layer.catalog} at ${CONFIGS_DIR}` },
    ],
  };
  return new TextEncoder().encode(JSON.stringify(out));
}

/** An RFC 3339 time (UTC, whole seconds) of seconds since the epoch. */
export function rfc3339(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}
