import { inject } from 'vitest';

/** URL of the migrated, seeded test database provided by the integration global setup. */
export function testDatabaseUrl(): string {
  return inject('databaseUrl' as never) as string;
}
