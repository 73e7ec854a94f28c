import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const server = 'apps/server/src';
/** Lowercase letters and digits in words joined by single hyphens. */
const kebabCase = '+([a-z0-9])*(-+([a-z0-9]))';
const kebabMessage = '"{{ target }}" is not kebab-case: lowercase words and digits joined by hyphens.';

/*
 * The house rules of docs/ARCHITECTURE.md, checked on the resolved path of every import (so
 * `../orders/x`, `../../features/orders/x` and any other spelling are caught alike):
 * - web: a feature never imports another feature; nothing below the app shell imports a feature
 *   or the shell; lib/ and api/ sit at the bottom and import none of the layers above them;
 * - server: a module reaches another module through its services and plain helpers, never
 *   through its `*.repository.ts` (tests may arrange and read rows through any repository).
 */
const importBoundaries = {
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'web-app', pattern: `${web}/app`, partialMatch: false },
      { type: 'web-feature', pattern: `${web}/features/*`, capture: ['feature'], partialMatch: false },
      { type: 'web-layer', pattern: `${web}/*`, capture: ['layer'], partialMatch: false },
      { type: 'server-module', pattern: `${server}/modules/*`, capture: ['module'], partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'repository', pattern: '**/*.repository.ts' },
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      { category: 'code', pattern: '**/*' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            message: 'Features do not import each other: move what they share down to components/, lib/ or the contract.',
          },
          {
            from: { element: { types: ['web-feature', 'web-layer'] } },
            disallow: { to: { element: { type: 'web-app' } } },
            message: 'Only main.tsx imports the app shell.',
          },
          {
            from: { element: { type: 'web-layer' } },
            disallow: { to: { element: { type: 'web-feature' } } },
            message: 'components/, lib/, api/, auth/ and live/ serve every feature and import none.',
          },
          {
            from: { element: { type: 'web-layer', captured: { layer: '(lib|api)' } } },
            disallow: { to: { element: { type: 'web-layer', captured: { layer: '(components|auth|live)' } } } },
            message: 'lib/ and api/ are the bottom layers: they import no components, auth or live code.',
          },
          {
            from: { element: { type: 'server-module' }, file: { categories: { noneOf: ['test'] } } },
            disallow: {
              to: {
                element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
                file: { categories: 'repository' },
              },
            },
            message: "A module reaches another module through its services, never its repositories (route -> service -> repository).",
          },
        ],
      },
    ],
  },
};

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
  importBoundaries,
  {
    // File and folder names in kebab-case: `order-list.tsx`, `orders.routes.ts` (the middle part
    // names the role), `features/home/`, `migrations/012-phones-e164.sql` (digits may lead).
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': kebabCase }, { ignoreMiddleExtensions: true, errorMessage: kebabMessage }],
      'check-file/folder-naming-convention': ['error', { '**/': kebabCase }, { errorMessage: kebabMessage }],
    },
  },
  {
    // Files ESLint does not parse get their names checked too: the processor hands over no text.
    files: ['**/*.{sql,css,md,json,html,svg}'],
    ignores: ['**/README.md', '**/ARCHITECTURE.md'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/testing/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts.' }],
    },
  },
);
