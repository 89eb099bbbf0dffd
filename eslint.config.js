// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
);
