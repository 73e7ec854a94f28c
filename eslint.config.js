import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features stay independent: shared code moves down to components/, lib/ or the contract.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../features/*', '../../features/*'], message: 'Features do not import each other.' }] }],
    },
  },
  {
    // The app shell assembles the features into routes; only it may import them.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/testing/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts.' }],
    },
  },
);
