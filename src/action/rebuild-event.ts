// The dispatch that starts a rebuild (sent by mode plan, or after fbc-bot's own merge): its commit
// and catalogs, read from workflow_dispatch's inputs (strings: catalogs as a JSON list) or from
// repository_dispatch's client_payload. Whoever can dispatch can write to the repository; the
// values are checked all the same, and mode plan builds only catalogs of the branch's history.
import { isJsonObject } from '../catalog/goyaml/json-value.js';
import { EventError } from './event.js';

export interface RebuildDispatch {
  /** For messages: the event and where the values came from. */
  readonly event: string;
  readonly sha: string;
  readonly catalogs: readonly string[];
}

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** More catalogs than any repository holds: a list this long is no plan. */
const MAX_CATALOGS = 1000;

export function parseRebuildDispatch(name: string, payload: unknown): RebuildDispatch {
  const p = isJsonObject(payload) ? payload : {};
  const from = name === 'workflow_dispatch' ? 'inputs' : 'client_payload';
  const event = `${name} ${from}`;
  const values = p[from];
  if (!isJsonObject(values)) throw new EventError(`${event}: missing; the rebuild is dispatched with sha and catalogs`);
  const sha = values.sha;
  if (typeof sha !== 'string' || !SHA.test(sha))
    throw new EventError(`${event}.sha: not a full commit id (40 or 64 lowercase hex digits)`);
  let catalogs = values.catalogs;
  if (typeof catalogs === 'string') {
    try {
      catalogs = JSON.parse(catalogs) as unknown;
    } catch {
      throw new EventError(`${event}.catalogs: not JSON (a list of catalog directories, as mode plan sends it)`);
    }
  }
  if (
    !Array.isArray(catalogs) ||
    catalogs.length > MAX_CATALOGS ||
    !catalogs.every((c) => typeof c === 'string' && c !== '' && c.length <= 4096 && !/[\0\r\n]/.test(c))
  )
    throw new EventError(
      `${event}.catalogs: not a list of at most ${MAX_CATALOGS} catalog directories (one-line paths)`,
    );
  return { event, sha, catalogs: catalogs as string[] };
}
