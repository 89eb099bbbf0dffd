// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The walls of docs/architecture.md. An API module (apps/api/src/modules/<area>/) is reached only
 * through its face, `modules/<area>` or `modules/<area>/index`; its other files are its own.
 */
const FACE_ONLY = 'Import another module through its face (modules/<area>, i.e. its index.ts), never its files: see docs/architecture.md.';
/** From a file directly inside a module: `../<other>/<file>` is a deep import, `../<other>` the face. */
const SIBLING_DEEP_IMPORT = { regex: '^\\.\\./[^./][^/]*/(?!index$).+', message: FACE_ONLY };
/** From anywhere else (app.ts, cli/, http/, plugins/, bench/, or a module's own sub-folder): any path through `modules/<area>/<file>`. */
const MODULES_DEEP_IMPORT = { regex: '(^|/)modules/[^/]+/(?!index$).+', message: FACE_ONLY };
const STORAGE = ['pg', 'pg-*', 'drizzle-orm', 'drizzle-orm/*', '@registre/db', '@registre/db/*'];
/** A module never imports the worker process: its jobs live beside it and the worker reads the module list. */
// Modules record metrics through the platform's Metrics face, never prom-client itself.
const NO_PROM_CLIENT = { group: ['prom-client', 'prom-client/*'], message: 'Record metrics through platform.metrics (platform/metrics/metrics.ts), not prom-client.' };
const NO_WORKER = { regex: '(^|/)worker(/|$)', message: 'A module never imports the worker: define its jobs beside it (modules/module-list.ts), see docs/architecture.md.' };
/** The face rule at any depth: from `modules/<area>/<sub…>/<file>.ts`, climbing out of the module is `../` once per level plus one. */
const deepImportFrom = (depth) => ({ regex: `^(\\.\\./){${depth}}[^./][^/]*/(?!index$).+`, message: FACE_ONLY });
const MODULE_DEPTHS = [2, 3, 4];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/.next/**', '.data/**', '**/dist/**', 'packages/db/migrations/**', '**/next-env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Client code must not pull every zod locale: named imports only (DESIGN.md §3).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] ImportNamespaceSpecifier",
          message: "Use named imports from 'zod' in web code.",
        },
        {
          selector: "ImportDeclaration[source.value='zod'] ImportSpecifier[imported.name='z']",
          message: "Use named imports from 'zod' in web code, not the z namespace.",
        },
      ],
    },
  },
  {
    // API modules talk to each other through their index.ts faces only, and never import the worker.
    files: ['apps/api/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SIBLING_DEEP_IMPORT, MODULES_DEEP_IMPORT, NO_WORKER, NO_PROM_CLIENT] }] },
  },
  {
    // The module list and the module contract, beside the modules: faces only.
    files: ['apps/api/src/modules/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./[^./][^/]*/(?!index$).+', message: FACE_ONLY }, NO_WORKER] }] },
  },
  // The same at every folder depth inside a module (e.g. a future modules/billing/providers/x.ts).
  ...MODULE_DEPTHS.map((depth) => ({
    files: [`apps/api/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImportFrom(depth), MODULES_DEEP_IMPORT, NO_WORKER, NO_PROM_CLIENT] }] },
  })),
  {
    // The platform serves every module and knows none of them.
    files: ['apps/api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules(/|$)', message: 'The platform never imports a module (docs/architecture.md).' }, MODULES_DEEP_IMPORT] },
      ],
    },
  },
  {
    // Documents are rendered from data they are given: no database, no storage, no API.
    files: ['packages/documents/src/**/*.ts', 'packages/documents/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...STORAGE, '@registre/api', '@registre/api/*', '@registre/open-data', '@registre/open-data/*'], message: 'packages/documents renders what it is given: no database, storage or API import (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.ts', 'apps/api/src/platform/**/*.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULES_DEEP_IMPORT] }] },
  },
  {
    // The domain is pure: no web or HTTP framework, no database driver or schema.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*', 'next', 'next/*', 'react', 'react/*', 'react-dom', 'react-dom/*', ...STORAGE],
              message: 'packages/domain holds rules and contracts only: no framework or storage import (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The site reads through the API, never the database (its e2e tests, outside src, may seed data).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: STORAGE, message: 'The site reads data through the API, never the database (docs/architecture.md).' },
            {
              group: ['@registre/api', '@registre/api/*', '@registre/open-data', '@registre/open-data/*', '@registre/documents', '@registre/documents/*'],
              message: 'The site talks to the API over HTTP: no import of the API, the importers or the document renderers (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
);
