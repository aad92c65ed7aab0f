// No file of the source imports, directly or through others, a file that imports it back. The
// import graph of the whole root is built once per state of its files (TypeScript's
// pre-processor, no type checking) and split into strongly connected components: an import lies on
// a cycle exactly when both ends share a component. A file being edited (its text differs from the
// disk) is checked by a search from each of its imports instead.
import fs from 'node:fs';
import path from 'node:path';
import { importsOf, resolveImport, sourceFiles } from './imports.js';

const graphs = new Map();

// How long a graph is trusted without looking at the files again: one lint run checks every file
// of src/ within seconds, and statting the whole tree for each of them cost most of the rule's time.
const FRESH_MS = 1000;

/** The import graph of `root` and its components, rebuilt when a file is added, removed or changed. */
export function importGraph(root) {
  const cached = graphs.get(root);
  if (cached && Date.now() - cached.checked < FRESH_MS) return cached;
  const files = sourceFiles(root);
  const stamp = files.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('\n');
  if (cached && cached.stamp === stamp) {
    cached.checked = Date.now();
    return cached;
  }
  const edges = new Map(files.map((f) => [f, importsOf(f, fs.readFileSync(f, 'utf8'))]));
  const graph = { stamp, checked: Date.now(), edges, component: components(edges) };
  graphs.set(root, graph);
  return graph;
}

// Tarjan's algorithm, iterative: a long chain of imports must not exhaust the stack.
function components(edges) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ v: start, out: [...(edges.get(start) ?? [])].filter((w) => edges.has(w)), i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      if (top.i < top.out.length) {
        const w = top.out[top.i++];
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          work.push({ v: w, out: [...edges.get(w)].filter((x) => edges.has(x)), i: 0 });
        } else if (!component.has(w)) low.set(top.v, Math.min(low.get(top.v), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length > 0) low.set(work[work.length - 1].v, Math.min(low.get(work[work.length - 1].v), low.get(top.v)));
      if (low.get(top.v) === index.get(top.v)) {
        let w;
        do {
          w = stack.pop();
          component.set(w, top.v);
        } while (w !== top.v);
      }
    }
  }
  return component;
}

/** Every cycle of `root`, one list of files per strongly connected component (for tests). */
export function findCycles(root) {
  const { edges, component } = importGraph(root);
  const groups = new Map();
  for (const [f, c] of component) groups.set(c, [...(groups.get(c) ?? []), f]);
  return [...groups.values()].filter((g) => g.length > 1 || edges.get(g[0]).has(g[0])).map((g) => g.sort());
}

/** A path of imports from `from` to `to`, if there is one (breadth first: the shortest). */
function pathBetween(edges, from, to) {
  const parent = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === to) {
      const out = [];
      for (let x = v; x !== undefined; x = parent.get(x)) out.unshift(x);
      return out;
    }
    for (const w of edges.get(v) ?? [])
      if (!parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycle between files of the source root' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'import cycle: {{path}}' },
  },
  create(context) {
    const rootDir = path.resolve(context.cwd, context.options[0]?.root ?? 'src');
    const file = context.filename;
    if (path.relative(rootDir, file).startsWith('..')) return {};
    const nodes = [];
    const collect = (node) => {
      if (node.source && typeof node.source.value === 'string') nodes.push(node);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        const { edges: disk, component } = importGraph(rootDir);
        const mine = new Set(nodes.map((n) => resolveImport(file, n.source.value)).filter((t) => t !== undefined));
        const onDisk = disk.get(file);
        const same = onDisk !== undefined && onDisk.size === mine.size && [...mine].every((t) => onDisk.has(t));
        const edges = same ? disk : new Map([...disk, [file, mine]]);
        const rel = (f) => path.relative(context.cwd, f).split(path.sep).join('/');
        for (const node of nodes) {
          const target = resolveImport(file, node.source.value);
          if (target === undefined || !edges.has(target)) continue;
          if (same && component.get(target) !== component.get(file)) continue;
          const back = pathBetween(edges, target, file);
          if (back)
            context.report({
              node: node.source,
              messageId: 'cycle',
              data: { path: [file, ...back].map(rel).join(' → ') },
            });
        }
      },
    };
  },
};
