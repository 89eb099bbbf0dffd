import { Readable } from 'node:stream';
import {
  CONTENT_SITEMAP_PATH,
  escapeXml,
  PAGES_SITEMAP_PATH,
  SITEMAP_FILE_NOT_FOUND,
  SITEMAP_INDEX_CLOSE,
  SITEMAP_INDEX_OPEN,
  sitemapFilePath,
  sitemapIndexEntry,
  sitemapLoc,
  type SitemapKind,
} from '@registre/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { NotFoundError } from '../../errors/http-errors';
import { readFileCut, readFileSet, refreshSitemapFiles, type FileCut, type SitemapFileSetRow } from './queries';
import { fileGate } from './file-gate';
import { KEY_RANGE, urlsetChunks, type FileBounds } from './urlset-stream';

/** Files cut longer ago than this are cut again in the background (imports recut them at once). */
export const SITEMAP_CUT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface SitemapsOptions {
  /** Most URLs per file (SITEMAP_URLS_PER_FILE). */
  urlsPerFile: number;
  /** The site's public origin (SITE_URL): every URL of the sitemaps is on it. */
  siteUrl: string;
  /** Most files streamed at once (SITEMAP_MAX_CONCURRENT_FILES); further downloads wait. */
  maxConcurrentFiles?: number;
  /** Files one visitor may download per minute (SITEMAP_FILES_PER_MINUTE); then 429 with Retry-After. */
  filesPerMinute?: number;
  now?: () => number;
  /** The primary when `pool` reads from a replica: the cut of the files writes there (unset: `pool`). */
  primaryPool?: Pool;
}

/** File n's keys from the cut rows of files n-1..n+1, or null when the kind has no file n. */
function boundsOf(cut: readonly FileCut[], kind: SitemapKind, fileNumber: number, limit: number): FileBounds | null {
  const lastKey = (n: number) => cut.find((row) => row.file_number === n)?.last_key ?? null;
  if (lastKey(fileNumber) === null) return null;
  const previous = fileNumber === 1 ? KEY_RANGE[kind].before : lastKey(fileNumber - 1);
  if (previous === null) return null;
  // The last file runs to the end of the keys: rows added since the cut belong to it.
  return { after: previous, through: lastKey(fileNumber + 1) === null ? KEY_RANGE[kind].last : (lastKey(fileNumber) as string), limit };
}

/**
 * Sitemaps of the register: an index of files of at most `urlsPerFile` URLs, each file streamed
 * from the database by keyset batches. Where each file starts is read from `sitemap_files`
 * (cut after every import by `refresh_sitemap_files`; cut now when this size never was, and
 * again in the background, one cut at a time, once a day old), so file k never counts files 1..k-1.
 */
export function sitemapsService(pool: Pool, options: SitemapsOptions) {
  // The cut writes: on the primary, and what follows it reads there too (a replica may not have it yet).
  const primary = options.primaryPool ?? pool;
  const now = options.now ?? Date.now;
  const origin = escapeXml(new URL(options.siteUrl).origin);
  const gate = fileGate(options.maxConcurrentFiles ?? 2);
  let cutting: Promise<void> | null = null;
  const cut = (): Promise<void> => {
    cutting ??= refreshSitemapFiles(primary, options.urlsPerFile).finally(() => {
      cutting = null;
    });
    return cutting;
  };

  function recutWhenOld(computedAt: Date, log: FastifyBaseLogger): void {
    if (now() - computedAt.getTime() > SITEMAP_CUT_MAX_AGE_MS) {
      cut().catch((error: unknown) => log.error({ err: error }, 'sitemap files cut failed'));
    }
  }

  async function fileSet(log: FastifyBaseLogger): Promise<SitemapFileSetRow> {
    let set = await readFileSet(pool, options.urlsPerFile);
    if (set === null) {
      await cut();
      set = await readFileSet(primary, options.urlsPerFile);
      if (set === null) throw new Error('sitemap files missing right after their cut');
    } else {
      recutWhenOld(set.computed_at, log);
    }
    return set;
  }

  return {
    urlsPerFile: options.urlsPerFile,
    filesPerMinute: options.filesPerMinute ?? 60,

    /** The sitemap index: the fixed pages' and the content's files (served by the site), then every file of each kind. */
    async index(log: FastifyBaseLogger): Promise<string> {
      const set = await fileSet(log);
      let xml = SITEMAP_INDEX_OPEN + sitemapIndexEntry(sitemapLoc(origin, PAGES_SITEMAP_PATH)) + sitemapIndexEntry(sitemapLoc(origin, CONTENT_SITEMAP_PATH));
      for (const file of set.files) xml += sitemapIndexEntry(sitemapLoc(origin, sitemapFilePath(file.kind, file.file_number)), file.lastmod);
      return xml + SITEMAP_INDEX_CLOSE;
    },

    /** File `fileNumber` of a kind as a stream of XML; NotFoundError beyond the last file. */
    async file(kind: SitemapKind, fileNumber: number, log: FastifyBaseLogger): Promise<Readable> {
      let rows = await readFileCut(pool, options.urlsPerFile, kind, fileNumber);
      if (rows.length === 0) {
        await cut();
        rows = await readFileCut(primary, options.urlsPerFile, kind, fileNumber);
      }
      const first = rows[0];
      if (first) recutWhenOld(first.computed_at, log);
      const bounds = boundsOf(rows, kind, fileNumber, options.urlsPerFile);
      if (bounds === null) throw new NotFoundError(SITEMAP_FILE_NOT_FOUND);
      const stream = Readable.from(gate.through(urlsetChunks(pool, kind, bounds, origin)), { objectMode: false });
      stream.on('error', (error: unknown) => log.error({ err: error, kind, fileNumber }, 'sitemap file stream failed'));
      return stream;
    },
  };
}

export type SitemapsService = ReturnType<typeof sitemapsService>;
