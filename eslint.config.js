import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    },
  },
  {
    // Pure core: data in, data out. No GitHub Action toolkit, no network, no process or file I/O,
    // and none of the modules that do it (src/action, src/github, src/registry, src/git, src/source,
    // src/files, src/cache, src/pipeline, src/cli): they call the core, never the other way round.
    files: ['src/{catalog,semver,graph,rules,diff,crd,ownership,report,images,config}/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          '@actions/*', '@octokit/*', 'node:fs', 'node:fs/*', 'node:child_process', 'node:http', 'node:https', 'node:net',
          ...['action', 'github', 'registry', 'git', 'source', 'files', 'cache', 'pipeline', 'cli'].map((m) => `**/${m}/**`),
        ],
      }],
    },
  },
);
