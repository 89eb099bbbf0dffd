import { startEmbeddedPostgres } from './embedded';

export interface ResolveDatabaseOptions {
  /** DATABASE_URL; when set (non-empty) it is used and nothing embedded starts. */
  databaseUrl?: string;
  /** Data directory of the embedded server, used only without databaseUrl. */
  dataDir: string;
  /** Port of the embedded server, used only without databaseUrl. */
  port: number;
}

export interface ResolvedDatabase {
  url: string;
  /** True when an embedded server was started (and `stop` stops it). */
  embedded: boolean;
  stop(): Promise<void>;
}

/** The database to use: DATABASE_URL when given, else a persistent embedded PostgreSQL. */
export async function resolveDatabase(options: ResolveDatabaseOptions): Promise<ResolvedDatabase> {
  const databaseUrl = options.databaseUrl?.trim();
  if (databaseUrl) {
    return { url: databaseUrl, embedded: false, stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, port: options.port, persistent: true });
  return { url: server.url, embedded: true, stop: server.stop };
}
