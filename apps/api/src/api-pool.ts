import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import type { AppConfig } from './config/env-schema';

/** The API's pool on `databaseUrl`: every statement cancelled after DB_STATEMENT_TIMEOUT_MS (migrations use a pool of their own). */
export function createApiPool(config: AppConfig, databaseUrl: string): Pool {
  return createPool(databaseUrl, { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS });
}
