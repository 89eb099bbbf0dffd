import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const CHUNK_BYTES = 256 * 1024;

async function* inChunks(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let chunk = '';
  for await (const line of lines) {
    chunk += line;
    if (chunk.length >= CHUNK_BYTES) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/**
 * Streams COPY text-format lines (see `toCopyLine`) into a table through `COPY … FROM STDIN`,
 * in chunks of a few hundred kilobytes. Table and column names are checked identifiers.
 */
export async function copyInto(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  }
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(inChunks(lines)), sink);
}
