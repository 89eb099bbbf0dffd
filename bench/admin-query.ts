import pg from 'pg';

/** Runs one statement on a server's own database (CREATE or DROP DATABASE, CHECKPOINT), on a connection of its own. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
