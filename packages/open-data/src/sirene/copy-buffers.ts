import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * `COPY table (columns) FROM STDIN` (text format) of ready-made Buffers, with backpressure. The Buffer
 * counterpart of import/copy-into.ts, which takes strings.
 */
export async function copyBuffers(client: PoolClient, table: string, columns: readonly string[], chunks: readonly Buffer[]): Promise<void> {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  }
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await new Promise<void>((resolve, reject) => {
    sink.on('error', reject);
    sink.on('finish', () => resolve());
    let i = 0;
    const writeMore = () => {
      while (i < chunks.length) {
        const chunk = chunks[i++];
        if (chunk && !sink.write(chunk)) {
          sink.once('drain', writeMore);
          return;
        }
      }
      sink.end();
    };
    writeMore();
  });
}
