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
    // Pure core: no GitHub Action toolkit, no network, no process I/O in these folders.
    files: ['src/semver/**', 'src/rules/**', 'src/report/**', 'src/catalog/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@actions/*', '@octokit/*', '**/github', '**/github/**', 'node:fs', 'node:fs/*', 'node:child_process', 'node:http', 'node:https', 'node:net'] }],
    },
  },
  {
    // The rest of the pure core: GitHub I/O lives in src/github and is wired in by src/action only.
    files: ['src/graph/**', 'src/diff/**', 'src/crd/**', 'src/ownership/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@actions/*', '@octokit/*', '**/github', '**/github/**'] }],
    },
  },
);
