// A folder of the source imports only folders of lower layers (or itself). The table of layers is
// the rule's option (eslint.config.js says why each sits where it does); a folder missing from it
// is reported too, so a new folder is placed before it is used.
import path from 'node:path';
import { folderOf, resolveImport } from './imports.js';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'each source folder imports only folders of lower layers' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        '{{from}}/ may not import {{to}}/: {{to}} is not below {{from}} in the layers of eslint.config.js ({{order}}).',
      unplaced: '{{folder}}/ has no layer in eslint.config.js: place it before importing across folders.',
    },
  },
  create(context) {
    const { root = 'src', layers } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    const level = new Map(layers.flatMap((names, i) => names.map((n) => [n, i])));
    const file = context.filename;
    const from = folderOf(rootDir, file);
    if (from === undefined) return {};
    const order = layers.map((l) => l.join(' ')).join(' < ');
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(file, node.source.value);
      const to = target === undefined ? undefined : folderOf(rootDir, target);
      if (to === undefined || to === from) return;
      for (const folder of [from, to]) {
        if (!level.has(folder)) return context.report({ node: node.source, messageId: 'unplaced', data: { folder } });
      }
      if (level.get(to) >= level.get(from))
        context.report({ node: node.source, messageId: 'upward', data: { from, to, order } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
