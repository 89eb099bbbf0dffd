import pg from 'pg';

export interface CreatePoolOptions {
  /** Largest number of open connections (default 10). */
  max?: number;
  /**
   * Longest a statement may run, in milliseconds, before PostgreSQL cancels it (unset: no
   * limit, for importers and migrations). The API's pool sets one: a costly query then fails
   * alone instead of holding a connection the site's other visitors wait for.
   */
  statementTimeoutMs?: number;
  /** Longest wait for a connection (a new one, or a free one of the pool) before the query fails (unset: no limit). */
  connectionTimeoutMs?: number;
  /** The `application_name` the server shows for these connections (default `registre`). */
  applicationName?: string;
}

/**
 * Parses DATE values as their 'YYYY-MM-DD' text: the pg default builds a JS Date at
 * local midnight, which shifts the day when serialised in another time zone.
 * Drizzle queries do their own parsing; this only affects raw `pool.query` results.
 */
function typeParser(typeId: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (typeId === pg.types.builtins.DATE) return (value: string) => value;
  return format === 'binary' ? pg.types.getTypeParser(typeId, 'binary') : pg.types.getTypeParser(typeId, 'text');
}

/** A connection pool to the PostgreSQL database at `url` (postgres://…). */
export function createPool(url: string, options: CreatePoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'registre',
    ...(options.statementTimeoutMs === undefined ? {} : { statement_timeout: options.statementTimeoutMs }),
    ...(options.connectionTimeoutMs === undefined ? {} : { connectionTimeoutMillis: options.connectionTimeoutMs }),
    types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
  });
  // An idle client whose connection drops (server restart) emits 'error' on the pool;
  // without a listener Node would crash. pg discards the client and the next query
  // opens a new connection, so there is nothing else to do here.
  pool.on('error', () => undefined);
  // A checked-out client is the caller's: when its connection drops between two queries (a
  // transaction waiting on other work), pg emits 'error' on the client itself, which crashed the
  // process. The next query on it rejects instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
