import { createHash } from 'node:crypto';
import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import { csvHeader, csvRows, NON_OFFICIAL_LABEL, writeTableXlsx, type IssueInfo, type TableCell } from '@registre/documents';
import type { ProspectingColumn, ProspectingFilters } from '@registre/domain';
import type { FileProducer, OrderRow, ProducedFile } from '../orders';
import type { FileStorage } from '../../platform';
import { tableCells, tableColumns } from './export-columns';
import type { ListSql } from './prospecting-queries';
import { prospectPages } from './prospecting-queries';

/** What a prospect-list order carries (its payload): the list, its columns and format, and the rows it may hold. */
export interface ProspectingExportPayload {
  filters: ProspectingFilters;
  columns: ProspectingColumn[];
  format: 'csv' | 'xlsx';
  rows: number;
  search_name: string | null;
}

const TITLE = 'Liste de prospection';
const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Counts and hashes the bytes going through. */
class Digest extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.byteLength;
    done(null, chunk);
  }
}

/** The notice on every row: not an official document, and the code that proves where and when the file was made. */
const notice = (issue: IssueInfo) => `${NON_OFFICIAL_LABEL}. Code de vérification ${issue.verificationCode} : ${issue.verificationUrl}`;

export interface ExportFileDeps {
  pool: Pool;
  storage: FileStorage;
  /** The WHERE clause of a list's filters (with its NAF codes turned into tokens). */
  listSql: (filters: ProspectingFilters) => Promise<ListSql>;
}

/**
 * The producer of the `prospecting-export` kind (fulfil-order.ts): the list's rows read through a cursor a page at a
 * time and written straight to the storage as CSV (as French Excel opens it) or XLSX, never whole in memory, at most
 * the rows the order was counted for. Every row carries the non-official notice and the verification code.
 */
export function prospectingExportProducer(deps: ExportFileDeps): FileProducer {
  return async (order: OrderRow, issue: IssueInfo, keyFor): Promise<ProducedFile> => {
    const payload = order.payload as unknown as ProspectingExportPayload;
    const list = await deps.listSql(payload.filters);
    const columns = [...tableColumns(payload.columns), { header: 'Avertissement', type: 'text' as const, width: 60 }];
    const text = notice(issue);
    const pages = (async function* cells(): AsyncGenerator<TableCell[][]> {
      for await (const page of prospectPages(deps.pool, list, payload.rows)) yield tableCells(payload.columns, page).map((row) => [...row, text]);
    })();
    const key = keyFor(payload.format);
    const digest = new Digest();
    if (payload.format === 'csv') {
      const csv = Readable.from(
        (async function* file() {
          yield csvHeader(columns);
          for await (const page of pages) yield csvRows(columns, page);
        })(),
      );
      await Promise.all([deps.storage.put(key, digest), pipeline(csv, digest)]);
    } else {
      const output = new PassThrough();
      const written = writeTableXlsx(output, 'Prospection', columns, pages, { properties: { creator: issue.brand.name, created: issue.issuedAt, title: TITLE } }).catch((error: unknown) => {
        output.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
      await Promise.all([deps.storage.put(key, digest), pipeline(output, digest), written]);
    }
    const day = issue.issuedAt.toISOString().slice(0, 10);
    return {
      key,
      fileName: `prospection-${day}.${payload.format}`,
      contentType: CONTENT_TYPES[payload.format],
      byteSize: digest.bytes,
      sha256: digest.hash.digest('hex'),
      title: TITLE,
      format: payload.format,
    };
  };
}
