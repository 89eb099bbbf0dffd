import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The binary COPY file header: signature, flags (no OIDs), header extension length. */
const HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** The file trailer: a field count of -1. */
const TRAILER = Buffer.from([0xff, 0xff]);

/**
 * `COPY table (columns) FROM STDIN (FORMAT binary)` of ready-made binary tuples (copy-tuple-writer.ts), with
 * backpressure; the file header and trailer are added here. `freeze`: rows written frozen and their pages marked
 * all-visible (the table must have been truncated in the same transaction).
 */
export async function copyBinary(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  chunks: readonly Buffer[],
  options: { freeze?: boolean } = {},
): Promise<void> {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  }
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN (FORMAT binary${options.freeze === true ? ', FREEZE' : ''})`));
  const parts = [HEADER, ...chunks, TRAILER];
  await new Promise<void>((resolve, reject) => {
    sink.on('error', reject);
    sink.on('finish', () => resolve());
    let i = 0;
    const writeMore = () => {
      while (i < parts.length) {
        const part = parts[i++];
        if (part && !sink.write(part)) {
          sink.once('drain', writeMore);
          return;
        }
      }
      sink.end();
    };
    writeMore();
  });
}
