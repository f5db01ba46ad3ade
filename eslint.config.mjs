import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './layers.config.mjs';

const root = import.meta.dirname;

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.cache/**',
      'data/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Cycles among the app's own modules. Tests, journeys, benches and tools import the app but
    // nothing imports them: walking the import graph from there only costs lint time.
    files: ['{rules,base,src,store,api,features,server,types}/**/*.{ts,tsx,js,mjs}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The browser bundle must not carry TypeBox: client code takes only types from the schema
    // modules (plain shared values live in rules/).
    files: [
      'src/**/*.{ts,tsx}',
      'base/**/*.{ts,tsx}',
      'features/**/*.{ts,tsx}',
      'store/**/*.ts',
      'api/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@api/contract/*', './contract/*'],
              allowTypeImports: true,
              message: 'Schema modules pull TypeBox into the bundle: import types only.',
            },
            { group: ['@sinclair/typebox'], message: 'TypeBox stays on the server.' },
          ],
        },
      ],
    },
  },
  {
    // rules/ is isomorphic: no React, no Redux, no server or browser-only library in it.
    files: ['rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@reduxjs/*',
                'redux*',
                'fastify',
                '@fastify/*',
              ],
              message: 'rules/ is isomorphic: no React, Redux or server code.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*'],
              message: 'rules/ is isomorphic: no server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers, one direction only (docs/ARCHITECTURE.md "Layers"; layers.config.mjs).
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'server/**/*.ts',
      'tools/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      '__tests__/**/*.{ts,js}',
      '*.config.*',
    ],
    rules: { 'no-console': 'off' },
  },
);
