import pg from 'pg';

export interface ServerLogin {
  port: number;
  user: string;
  password: string;
}

/** Creates database `name` on the local server unless it exists. */
export async function ensureDatabase(login: ServerLogin, name: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', database: 'postgres', ...login });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
