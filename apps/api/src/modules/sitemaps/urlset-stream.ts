import { companyPath, directorPagePath, indexableCompanyName, sitemapLoc, sitemapUrlEntry, URLSET_CLOSE, URLSET_OPEN, type SitemapKind } from '@registre/domain';
import type { Pool } from 'pg';
import { readCompanyBatch, readDirectorBatch } from './queries';

/** Rows read per query: a few hundred kilobytes of XML per batch, whatever the file size. */
export const SITEMAP_BATCH_ROWS = 5_000;

/** The keys of one file: after `after` (excluded) up to `through` (included), at most `limit` rows. */
export interface FileBounds {
  after: string;
  through: string;
  limit: number;
}

/** The first and last keys of each kind: the bounds of its first and last files. */
export const KEY_RANGE: Record<SitemapKind, { before: string; last: string }> = {
  companies: { before: '', last: '999999999' },
  directors: { before: '0', last: '9223372036854775807' },
};

interface Batch {
  /** The XML of the batch's indexable rows. */
  xml: string;
  rows: number;
  lastKey: string | undefined;
}

type BatchReader = (pool: Pool, after: string, through: string, limit: number, escapedOrigin: string) => Promise<Batch>;

const READERS: Record<SitemapKind, BatchReader> = {
  async companies(pool, after, through, limit, escapedOrigin) {
    const rows = await readCompanyBatch(pool, after, through, limit);
    let xml = '';
    for (const row of rows) {
      const name = indexableCompanyName(row);
      if (name !== null) xml += sitemapUrlEntry(sitemapLoc(escapedOrigin, companyPath(row.siren, name)), row.lastmod);
    }
    return { xml, rows: rows.length, lastKey: rows.at(-1)?.siren };
  },
  async directors(pool, after, through, limit, escapedOrigin) {
    const rows = await readDirectorBatch(pool, after, through, limit);
    let xml = '';
    for (const row of rows) xml += sitemapUrlEntry(sitemapLoc(escapedOrigin, directorPagePath(Number(row.id), row.slug)), row.lastmod);
    return { xml, rows: rows.length, lastKey: rows.at(-1)?.id };
  },
};

/**
 * The urlset of one file, chunk by chunk: one keyset query of at most `SITEMAP_BATCH_ROWS` rows
 * on the primary key per chunk, read only when the consumer asks for more (a slow crawler holds
 * no more than one batch in memory, and no connection between batches).
 */
export async function* urlsetChunks(
  pool: Pool,
  kind: SitemapKind,
  bounds: FileBounds,
  escapedOrigin: string,
  batchRows: number = SITEMAP_BATCH_ROWS,
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  let after = bounds.after;
  let remaining = bounds.limit;
  while (remaining > 0) {
    const limit = Math.min(batchRows, remaining);
    const batch = await READERS[kind](pool, after, bounds.through, limit, escapedOrigin);
    if (batch.xml) yield batch.xml;
    if (batch.rows < limit || batch.lastKey === undefined) break;
    after = batch.lastKey;
    remaining -= batch.rows;
  }
  yield URLSET_CLOSE;
}
