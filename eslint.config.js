import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';

/** The web's features, as the folders say: none imports another (ARCHITECTURE.md). */
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sqlMessage = 'Queries live in a *.repository.ts (ARCHITECTURE.md, ADR 055).';

/**
 * Each server module and the schema files (tables) it owns. A module imports only its own schema
 * files; `readsAlso` lists the recorded exceptions (docs/decisions/030-table-ownership.md).
 */
const schemaOwners = {
  auth: ['auth'],
  catalog: ['catalog', 'stock'],
  cart: ['cart'],
  checkout: ['checkout'],
  orders: ['orders'],
  'order-story': [],
  payments: ['payments'],
  mail: ['mail'],
  invoicing: ['invoicing'],
  profile: ['profile'],
  wishlist: ['wishlist'],
  reviews: ['reviews'],
  audit: ['audit'],
  admin: [],
  pdf: [],
  health: [],
  seo: [],
  guest: [],
  quote: [],
};
const readsAlso = {
  cart: ['catalog'],
  admin: ['orders', 'auth', 'stock'],
  // The back office's lists name the customer and the order (ADR 055).
  auth: ['orders'],
  catalog: ['auth', 'orders'],
  orders: ['auth'],
};
const serverModules = Object.keys(schemaOwners);
const schemaFiles = Object.values(schemaOwners).flat();

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': {
        typescript: {
          project: [
            'tsconfig.base.json',
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        },
        node: true,
      },
    },
  },
  {
    // No source file over 300 lines (issue 28): a longer one is split where a reader would.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Dependencies point one way: contract -> server, contract -> web.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify*', 'react*', 'drizzle-orm*', '@shop/server', '@shop/web'] },
      ],
    },
  },
  {
    // The contract's plain values are what the web's first paint imports (ADR 040): no zod there,
    // and from the schema modules only types.
    files: ['packages/contract/src/values/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify*', 'react*', 'drizzle-orm*', '@shop/server', '@shop/web'] },
            { group: ['zod', 'zod/*'], message: 'values/ stays zod-free (ADR 040).' },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../money.js'],
              allowTypeImports: true,
              message: 'values/ takes only types from the schema modules (ADR 040).',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in *.repository.ts: elsewhere Drizzle and the tables are types only (the health
    // probe's `SELECT 1` is the one exception).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/test/**',
      'apps/server/src/modules/health/health.routes.ts',
      '**/*.test.ts',
      '**/*test-helpers.ts',
      '**/test-factories.ts',
      '**/*-fixture.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['drizzle-orm', 'drizzle-orm/pg-core'].map((name) => ({
            name,
            allowTypeImports: true,
            message: sqlMessage,
          })),
          patterns: [{ group: ['**/db/schema/*'], allowTypeImports: true, message: sqlMessage }],
        },
      ],
    },
  },
  // A module reaches another only through its services, down the layers, without cycles: checked
  // by apps/server/scripts/check-module-graph.ts in `npm run lint` (ADR 055).
  // One owner per table: a module imports only its own schema file (never the index), and
  // reaches other tables through their module's service. Tests may read any table to assert.
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*test-helpers.ts', '**/test-factories.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/schema/index.js',
                ...schemaFiles
                  .filter(
                    (f) =>
                      !schemaOwners[module].includes(f) && !(readsAlso[module] ?? []).includes(f),
                  )
                  .map((f) => `**/db/schema/${f}.js`),
              ],
              message:
                'A module reads and writes only its own tables: import its own schema file and reach other tables through their service.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      // shared -> features -> app; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...features.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
            })),
          ],
        },
      ],
    },
  },
);
