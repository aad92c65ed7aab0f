// Positions inside a JSON document without a syntax tree. The yaml package's tree of a 20 MB
// one-document catalog.json took 1.4 GB and 10 s for a single finding. Here a container's
// children are found by one pass over it (values skipped by bracket and string matching, nothing
// built) and remembered for the document's later findings: all the findings of a document cost
// about one pass over the containers on their paths.
import type { Path } from './declcfg.js';
import { JSON_WS, jsonValueEnd, stringEnd } from './json-extent.js';
import { fold } from './meta.js';

interface Children {
  /** An object's members by folded name, the last of equal names winning (as encoding/json):
   * the offsets of the name and of the value. */
  readonly members?: Map<string, readonly [number, number]>;
  /** An array's elements' offsets. */
  readonly items?: number[];
}

/** Found children by the offset of their container, for one document's text. */
export type JsonIndex = Map<number, Children>;

function skipWs(t: string, p: number, end: number): number {
  while (p < end && JSON_WS.has(t.charCodeAt(p))) p++;
  return p;
}

function childrenAt(t: string, at: number, end: number, index: JsonIndex): Children {
  let c = index.get(at);
  if (c) return c;
  const open = t.charCodeAt(at);
  const close = open === 0x7b ? 0x7d : 0x5d;
  const members = open === 0x7b ? new Map<string, readonly [number, number]>() : undefined;
  const items = open === 0x5b ? ([] as number[]) : undefined;
  let p = skipWs(t, at + 1, end);
  while (p < end && t.charCodeAt(p) !== close) {
    if (members) {
      const nameEnd = stringEnd(t, p);
      const name = JSON.parse(t.slice(p, nameEnd)) as string;
      const v = skipWs(t, skipWs(t, nameEnd, end) + 1, end); // past the ':'
      members.set(fold(name), [p, v]);
      p = jsonValueEnd(t, v);
    } else {
      items!.push(p);
      p = jsonValueEnd(t, p);
    }
    if (p < 0) break; // cannot happen in a document that decoded; never loop on it
    p = skipWs(t, p, end);
    if (t.charCodeAt(p) === 0x2c) p = skipWs(t, p + 1, end);
  }
  index.set(at, (c = { ...(members ? { members } : {}), ...(items ? { items } : {}) }));
  return c;
}

/**
 * Walks `path` in the JSON value of t[start, end): the offset of the node at `path` (a final
 * field's name, or its value with `valueOfLast`), or of the deepest node reached on the way (-1
 * when none), and whether the whole path was found.
 */
export function walkJson(
  t: string,
  start: number,
  end: number,
  path: Path,
  index: JsonIndex,
  valueOfLast = false,
): { offset: number; found: boolean } {
  let node = skipWs(t, start, end);
  let best = -1;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const c = t.charCodeAt(node);
    if (typeof step === 'number' && c === 0x5b) {
      const at = childrenAt(t, node, end, index).items![step];
      if (at === undefined) return { offset: best, found: false };
      node = best = at;
    } else if (typeof step === 'string' && c === 0x7b) {
      const m = childrenAt(t, node, end, index).members!.get(fold(step));
      if (!m) return { offset: best, found: false };
      if (i === path.length - 1 && !valueOfLast) return { offset: m[0], found: true };
      node = best = m[1];
    } else {
      return { offset: best, found: false };
    }
  }
  return { offset: best, found: true };
}

/** The written text of the scalar at `offset` when it is no string, object or array (a number, true, false, null). */
export function jsonBareScalar(t: string, offset: number): string | undefined {
  const c = t.charCodeAt(offset);
  if (c === 0x22 || c === 0x7b || c === 0x5b) return undefined;
  return t.slice(offset, jsonValueEnd(t, offset));
}
