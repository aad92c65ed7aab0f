// The complete decoder for one YAML document chunk: the `yaml` package does the syntax (with
// source ranges and good errors), and this module builds the JSON value with go-yaml v2's
// semantics: its scalar resolution, `<<` merges applied in order, aliases expanded with
// go-yaml's own "excessive aliasing" accounting, and only the first document of the chunk read
// (go-yaml's Unmarshal ignores whatever follows it, which is how opm silently drops data).
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseAllDocuments,
  visit,
  type Alias,
  type Document,
  type Node as YNode,
  type Scalar,
  type YAMLMap,
} from 'yaml';
import { keyToString, scalarToJson, setKey, YamlToJsonError, type JsonObject, type JsonValue } from './json-value.js';
import { exceedsMaxDepth, GO_YAML_MAX_DEPTH } from './depth.js';
import { resolvePlain, resolveTagged, shortTag, type Resolved } from './resolve.js';

export type FullDecodeResult =
  { ok: true; value: JsonValue; trailingOffset?: number } | { ok: false; error: string; offset: number };

const OPTIONS = { schema: 'failsafe', uniqueKeys: false, prettyErrors: false, strict: false } as const;

class Ctx {
  decodeCount = 0;
  aliasCount = 0;
  aliasDepth = 0;
  readonly active = new Set<YNode>();
  /** Scalars reached again through aliases resolve once (a huge number aliased 900 times). */
  readonly scalars = new Map<Scalar, JsonValue>();
  /** Each alias's anchored node, found in one pass: Alias.resolve walks the document per call. */
  readonly targets = new Map<Alias, YNode>();
  constructor(readonly doc: Document.Parsed) {
    const anchors = new Map<string, YNode>();
    visit(doc, {
      Node: (_key, node) => {
        if (isAlias(node)) {
          const t = anchors.get(node.source);
          if (t) this.targets.set(node, t);
        } else if (node.anchor) {
          anchors.set(node.anchor, node);
        }
      },
    });
  }

  count(): void {
    this.decodeCount++;
    if (this.aliasDepth > 0) this.aliasCount++;
    if (
      this.aliasCount > 100 &&
      this.decodeCount > 1000 &&
      this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)
    ) {
      throw new YamlToJsonError('document contains excessive aliasing');
    }
  }
}

// go-yaml v2's ratio: small documents may be 99% alias expansions, huge ones 10%.
function allowedAliasRatio(decodeCount: number): number {
  const low = 400_000;
  const high = 4_000_000;
  if (decodeCount <= low) return 0.99;
  if (decodeCount >= high) return 0.1;
  return 0.99 - 0.89 * ((decodeCount - low) / (high - low));
}

class NodeError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

function resolveScalar(node: Scalar): Resolved {
  const text = typeof node.value === 'string' ? node.value : String(node.value ?? '');
  const tag = node.tag === undefined ? undefined : shortTag(node.tag);
  if (tag === undefined) return node.type === 'PLAIN' ? resolvePlain(text) : { kind: 'str', value: text };
  const r = resolveTagged(tag, text);
  if (!r.ok) throw new NodeError(r.error, node.range?.[0] ?? 0);
  return r.value;
}

function deref(ctx: Ctx, node: YNode): YNode {
  if (!isAlias(node)) return node;
  const target = ctx.targets.get(node) ?? (node.resolve(ctx.doc) as YNode | undefined);
  if (!target) throw new NodeError(`unknown anchor '${node.source}' referenced`, node.range?.[0] ?? 0);
  return target;
}

function build(ctx: Ctx, node: YNode | null | undefined): JsonValue {
  ctx.count();
  if (node === null || node === undefined) return null;
  if (isAlias(node)) {
    const target = deref(ctx, node);
    if (ctx.active.has(target))
      throw new NodeError(`anchor '${node.source}' value contains itself`, node.range?.[0] ?? 0);
    ctx.aliasDepth++;
    ctx.active.add(target);
    try {
      return build(ctx, target);
    } finally {
      ctx.active.delete(target);
      ctx.aliasDepth--;
    }
  }
  if (isScalar(node)) {
    let v = ctx.scalars.get(node);
    if (v === undefined) ctx.scalars.set(node, (v = wrap(node, () => scalarToJson(resolveScalar(node)))));
    return v;
  }
  if (isSeq(node)) return node.items.map((item) => build(ctx, item as YNode | null));
  if (isMap(node)) {
    const obj: JsonObject = {};
    buildMapInto(ctx, node, obj);
    return obj;
  }
  throw new NodeError('unsupported YAML node', 0);
}

function wrap<T>(node: YNode, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof YamlToJsonError) throw new NodeError(e.message, node.range?.[0] ?? 0);
    throw e;
  }
}

function isMergeKey(key: unknown): boolean {
  if (!isScalar(key) || key.value !== '<<') return false;
  return key.tag === undefined ? key.type === 'PLAIN' : shortTag(key.tag) === '!!merge';
}

function keyString(ctx: Ctx, keyNode: YNode | null): string {
  ctx.count();
  let k = keyNode;
  if (k && isAlias(k)) {
    k = deref(ctx, k);
    ctx.aliasDepth++;
    ctx.count();
    ctx.aliasDepth--;
  }
  if (k === null || k === undefined) throw new YamlToJsonError('unsupported map key of type: %!s(<nil>), key: <nil>');
  if (!isScalar(k)) throw new NodeError('invalid map key: a mapping or sequence cannot be a key', k.range?.[0] ?? 0);
  const node = k;
  return wrap(node, () => keyToString(resolveScalar(node)));
}

function mergeInto(ctx: Ctx, value: YNode | null, obj: JsonObject): void {
  const fail = (): never => {
    throw new NodeError('map merge requires map or sequence of maps as the value', value?.range?.[0] ?? 0);
  };
  if (!value) return fail();
  const asMap = (n: YNode): YAMLMap => {
    const t = deref(ctx, n);
    return isMap(t) ? t : fail();
  };
  if (isSeq(value)) {
    for (let i = value.items.length - 1; i >= 0; i--)
      mergeOne(ctx, value.items[i] as YNode, asMap(value.items[i] as YNode), obj);
  } else {
    mergeOne(ctx, value, asMap(value), obj);
  }
}

function mergeOne(ctx: Ctx, written: YNode, map: YAMLMap, obj: JsonObject): void {
  ctx.count();
  const viaAlias = isAlias(written);
  if (viaAlias) ctx.aliasDepth++;
  try {
    buildMapInto(ctx, map, obj);
  } finally {
    if (viaAlias) ctx.aliasDepth--;
  }
}

function buildMapInto(ctx: Ctx, node: YAMLMap, obj: JsonObject): void {
  for (const pair of node.items) {
    const keyNode = pair.key as YNode | null;
    if (isMergeKey(keyNode)) {
      mergeInto(ctx, pair.value as YNode | null, obj);
      continue;
    }
    const key = keyString(ctx, keyNode);
    setKey(obj, key, build(ctx, pair.value as YNode | null));
  }
}

/** Decode the first YAML document of `src` as go-yaml v2 + sigs.k8s.io/yaml would. */
// Past go-yaml's own limit the answer is go-yaml's error; below it, a stack overflow means this
// process's stack is smaller than the document needs (the CLI runs with a large one).
const TOO_DEEP = `exceeded max depth of ${GO_YAML_MAX_DEPTH}`;
const STACK = 'document is nested too deeply for this process (run the fbc-bot CLI, which has a larger stack)';

// The `yaml` package builds a node per entry with its source range: ~50 µs and ~2 KB per entry of
// a flow collection, and a string of hundreds of megabytes kills V8 outright. go-yaml has no such
// limits, but a catalog document past these is not one opm's users write by hand; it is reported
// as too large for this decoder (a finding naming the file) instead of taking minutes or the heap.
const FULL_DECODER_MAX_CHARS = 64 * 1024 * 1024;
const FULL_DECODER_MAX_FLOW_ENTRIES = 100_000;
const FULL_DECODER_MAX_DEPTH = 1_000;
const FLOW_MARKS = /[[{,]/g;

function tooLarge(src: string): string | undefined {
  if (src.length > FULL_DECODER_MAX_CHARS)
    return (
      `document of ${src.length} characters needs fbc-bot's complete YAML decoder, which reads at most ` +
      `${FULL_DECODER_MAX_CHARS} (write it in block style, as opm render does)`
    );
  if (src.indexOf('[') < 0 && src.indexOf('{') < 0) return undefined;
  let n = 0;
  FLOW_MARKS.lastIndex = 0;
  while (FLOW_MARKS.test(src))
    if (++n > FULL_DECODER_MAX_FLOW_ENTRIES)
      return (
        `document with more than ${FULL_DECODER_MAX_FLOW_ENTRIES} flow-collection entries ([ { ,) is beyond ` +
        `fbc-bot's complete YAML decoder (write it in block style, as opm render does)`
      );
  return undefined;
}

export function decodeYamlFull(src: string): FullDecodeResult {
  // One scan at this decoder's own limit; the rare document past it is scanned again to tell
  // go-yaml's verdict (past 10,000) from this decoder's.
  if (exceedsMaxDepth(src, FULL_DECODER_MAX_DEPTH)) {
    return {
      ok: false,
      error: exceedsMaxDepth(src)
        ? TOO_DEEP
        : `document nested more than ${FULL_DECODER_MAX_DEPTH} levels is beyond fbc-bot's complete YAML ` +
          `decoder (go-yaml allows ${GO_YAML_MAX_DEPTH}; the yaml package takes seconds and hundreds of MB ` +
          `per such document)`,
      offset: 0,
    };
  }
  const big = tooLarge(src);
  if (big !== undefined) return { ok: false, error: big, offset: 0 };
  let docs: Document.Parsed[];
  try {
    docs = parseAllDocuments(src, OPTIONS) as unknown as Document.Parsed[];
  } catch (e) {
    return { ok: false, error: e instanceof RangeError ? STACK : String(e), offset: 0 };
  }
  if (!Array.isArray(docs) || docs.length === 0) return { ok: true, value: null };
  const doc = docs[0]!;
  const root = doc.contents as YNode | null;
  const rootEnd = root?.range?.[2] ?? src.length;
  // go-yaml stops after a complete flow or scalar root; what follows is never read. An
  // unterminated flow collection is an error, so only a closed one ends the document early.
  const isFlow = root !== null && (isMap(root) || isSeq(root)) && (root as { flow?: boolean }).flow === true;
  const closed = isFlow && /[}\]]/.test(src[(root.range?.[1] ?? 0) - 1] ?? '');
  const trailingOnly = root !== null && (isScalar(root) || closed);
  const errors = doc.errors.filter((e) => !(trailingOnly && e.pos[0] >= rootEnd));
  if (errors.length > 0) {
    const e = errors[0]!;
    const msg = e.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '');
    return { ok: false, error: /Maximum call stack/.test(msg) ? STACK : msg, offset: e.pos[0] };
  }
  let value: JsonValue;
  try {
    const ctx = new Ctx(doc);
    ctx.count(); // the document node itself
    value = build(ctx, root);
  } catch (e) {
    if (e instanceof NodeError) return { ok: false, error: e.message, offset: e.offset };
    if (e instanceof YamlToJsonError) return { ok: false, error: e.message, offset: root?.range?.[0] ?? 0 };
    if (e instanceof RangeError) return { ok: false, error: STACK, offset: 0 };
    throw e;
  }
  const trailingOffset = trailingContent(src, doc, docs, trailingOnly ? rootEnd : undefined);
  return trailingOffset === undefined ? { ok: true, value } : { ok: true, value, trailingOffset };
}

// Content after the first document that go-yaml never reads: a second document (after `...`)
// or tokens following a flow or scalar root.
function trailingContent(
  src: string,
  doc: Document.Parsed,
  docs: Document.Parsed[],
  rootEnd: number | undefined,
): number | undefined {
  if (rootEnd !== undefined) {
    const rest = src.slice(rootEnd).replace(/#[^\n]*/g, '');
    const m = /\S/.exec(rest);
    if (m && !/^\.\.\.\s*$/.test(rest.trim())) return rootEnd + m.index;
  }
  for (const d of docs.slice(1)) {
    if (d.contents !== null || d.errors.length > 0) return (d.contents as YNode | null)?.range?.[0] ?? doc.range[2];
  }
  return undefined;
}
