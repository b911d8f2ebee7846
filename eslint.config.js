import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import compat from 'eslint-plugin-compat';
import local from './eslint-rules/index.js';

// Layer boundaries (design.md): imports point down the list lib < config < api < data < ui < pages < app,
// and nothing but start-up (src/app/main.tsx) and tests imports src/mocks.
const layers = ['lib', 'config', 'api', 'data', 'ui', 'pages', 'app'];
const boundaryRules = layers.map((layer, i) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...layers.slice(i + 1).map((upper) => ({
            group: [`**/${upper}/*`, `**/${upper}`],
            message: `src/${layer} must not import from src/${upper} (layers point down only).`,
          })),
          {
            group: ['**/mocks/*', '**/mocks'],
            message: 'Only start-up and tests import the sandbox.',
          },
          ...(layer === 'lib'
            ? [
                {
                  group: ['react', 'react-*', '@reduxjs/*', 'redux-saga*'],
                  message: 'lib/ is pure: no React, no Redux.',
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-bench',
      'dist-bench-base',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'tests/**/*.mjs',
      'eslint-rules/**/*.js',
      '*.config.{js,ts}',
      'build/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  ...boundaryRules,
  {
    // A web API the browsers of package.json's "browserslist" lack, used without a fallback.
    ...compat.configs['flat/recommended'],
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**'],
  },
  {
    files: ['src/app/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-folders': 'error' },
  },
  {
    // In-site links come from src/config/paths.ts; the route table and the sandbox keep their own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/routes.ts', 'src/config/paths.ts', 'src/mocks/**'],
    rules: { 'local/route-literals': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/store.ts'],
    rules: { 'local/area-entry': 'error' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
