import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaries } from './eslint.boundaries.js';

/** Test-only files: tests, their data (`*.test-data.ts`) and the helpers in a `test/` folder. */
const WEB_TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-data.ts', 'apps/web/src/**/test/**'];
const testOnly = {
  group: ['**/*.test-data', '**/test/*', '@/test/*', './test/*'],
  message: 'Test data and test helpers stay out of the product: only tests import them.',
};
const restricted = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No raw HTML (docs/architecture.md §6).',
        },
      ],
    },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ignores: WEB_TEST_FILES, rules: restricted(testOnly) },
  // One-way imports (docs/architecture.md §2): which folder may import which.
  ...boundaries({ importX, createTypeScriptImportResolver }),
);
