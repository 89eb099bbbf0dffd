import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import type { AppConfig } from './config/env-schema';

/**
 * The API's pool on `databaseUrl`: every statement cancelled after DB_STATEMENT_TIMEOUT_MS, and a
 * connection not had within DB_CONNECT_TIMEOUT_MS fails the request (503) instead of hanging it
 * (migrations use a pool of their own). The replica's pool is the platform's (DATABASE_READ_URL).
 */
export function createApiPool(config: AppConfig, databaseUrl: string): Pool {
  return createPool(databaseUrl, { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS, connectionTimeoutMs: config.DB_CONNECT_TIMEOUT_MS });
}
