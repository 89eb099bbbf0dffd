import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/index';
import { startCutProxy, type CutProxy } from '../../../apps/api/test/support/tcp-cut-proxy';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/helpers/isolated-database';

let database: IsolatedDatabase;
let proxy: CutProxy;
beforeAll(async () => {
  database = await createIsolatedDatabase();
  const target = new URL(database.url);
  proxy = await startCutProxy(target.hostname, Number(target.port || 5432));
});
afterAll(async () => {
  await proxy?.close();
  await database?.drop();
});

describe('a pool whose connections drop', () => {
  it('survives a checked-out client losing its connection between two queries (the process crashed on an unhandled error event)', async () => {
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const pool = createPool(url.toString(), { max: 2 });
    try {
      // A transaction that waits on other work (a document being rendered) holds its client idle.
      const client = await pool.connect();
      await client.query('BEGIN');
      await client.query('SELECT 1');
      const lost = new Promise<void>((resolve) => client.once('end', () => resolve()));
      proxy.cut();
      await lost;
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release();

      proxy.restore();
      // The broken client is not handed out again: the next query opens a new connection.
      await expect(pool.query<{ one: number }>('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await pool.end();
    }
  });
});
