import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Toasts go through lib/toast.ts, which loads the toast library with the first toast and mounts its
    // Toaster; a direct import would show nothing on a page where no toast was shown yet.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/app-toaster.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', message: "Use lib/toast.ts instead of 'sonner'." }] }],
    },
  },
  {
    // Components stay under 150 lines (CONTRIBUTING.md, ADR 0046): a longer one is split into named parts (hooks for
    // its state, sub-components for its sections). Counted from the function's first line to its last, comments
    // and blank lines included. Tests are exempt: a describe block is long by nature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Scripts and the e2e runner talk to a person on the terminal.
    files: ['scripts/**', 'e2e/**', '.ci/**', 'apps/server/bench/**', 'apps/server/src/cli/create-admin.ts', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
