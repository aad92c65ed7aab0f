import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import fbc from './eslint-rules/index.js';

// The folders of src/, lowest layer first. A folder imports only folders of lower layers, never
// one of its own layer nor above (fbc/layers); folders sharing a layer do not need each other.
const LAYERS = [
  // The leaves. catalog is the format (operator-registry's declcfg: bytes → documents → typed
  // declarations, and positions in files); semver the version grammars; escape makes text safe in
  // each output format. They import nothing of the project.
  ['catalog', 'semver', 'escape'],
  // The meaning (operator-registry's model) and the words every layer above speaks: the catalog
  // model, the rule table, drafts and findings, the verdict, GitHub logins.
  ['model'],
  // The repository's configuration names rules and severities; the upgrade graph is read from the
  // model. Neither needs the other.
  ['config', 'graph'],
  // Validation: the model checked against the graph and the configuration's policy.
  ['rules'],
  // Image references of bundles, and registry answers taken as data (image references are parsed
  // by rules/imageref).
  ['images', 'templates'],
  // CRD upgrade safety: CRDs from bundle objects and, as data, from bundle images.
  ['crd'],
  // base → head: the diff runs the CRD check on the edges it finds; ownership decides who approves.
  ['diff', 'ownership'],
  // Rendering of every result (text, JSON, SARIF, Markdown).
  ['report'],
  // The I/O adapters over the core (one function per operation, client passed in), then the one
  // review pipeline, then its two front ends. The command line and the Action share a layer: what
  // both need (the version, the cache's build id) lives below them, so neither imports the other.
  ['files', 'github', 'git', 'registry', 'kube'],
  ['cache', 'source'],
  ['pipeline'],
  ['cli', 'action'],
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'scratch/**', 'coverage/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      eqeqeq: ['error', 'always'],
      // Prettier (npm run format) lays the code out at 120 columns, and what it cannot break is
      // broken by hand: a message or a template as pieces joined with +, a pattern as named pieces.
      // Only a comment line citing a URL may run past (a URL is not cut).
      'max-len': ['error', { code: 120, ignoreUrls: false, ignorePattern: '^\\s*(//|/?\\*).*\\bhttps?://' }],
    },
  },
  {
    // Generated (node scripts/gen-rule-docs.mjs): its lines are the generator's, not laid out by hand.
    files: ['src/report/rule-docs.ts'],
    rules: { 'max-len': 'off' },
  },
  {
    // Layers of src/ (above), and no file-level import cycle anywhere in it.
    files: ['src/**/*.ts'],
    plugins: { fbc },
    rules: {
      'fbc/layers': ['error', { root: 'src', layers: LAYERS }],
      'fbc/no-cycle': ['error', { root: 'src' }],
    },
  },
  {
    // Pure core: data in, data out. No GitHub Action toolkit, no network, no process or file I/O.
    // The modules that do it (the adapters, the pipeline, the front ends) are layered above the
    // core, so fbc/layers already keeps the core from importing them.
    files: ['src/{catalog,semver,escape,model,config,graph,rules,images,templates,crd,diff,ownership,report}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@actions/*',
            '@octokit/*',
            'node:fs',
            'node:fs/*',
            'node:child_process',
            'node:http',
            'node:https',
            'node:net',
          ],
        },
      ],
    },
  },
);
