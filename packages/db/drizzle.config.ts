import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit settings: `npm run generate -w @registre/db` writes a migration for
 * schema changes into ./migrations. The first migration (extensions and the
 * immutable unaccent wrapper) is hand-written (`drizzle-kit generate --custom`).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  strict: true,
  verbose: true,
});
