export { createPool, type CreatePoolOptions } from './connection';
export { createDb, type Db } from './drizzle';
export { startEmbeddedPostgres, type StartEmbeddedPostgresOptions, type EmbeddedPostgresServer } from './embedded';
export { resolveDatabase, type ResolveDatabaseOptions, type ResolvedDatabase } from './resolve-database';
export { migrate } from './migrate';
export { loadNomenclatures } from './nomenclatures/load-nomenclatures';
export { departmentOfCommune } from './geography/department-of-commune';
export { personIdentityKey, type PersonIdentity } from './persons/person-identity-key';
export * as schema from './schema/index';
