import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { findDocumentKind, type DocumentFormat } from '@registre/domain';
import { renderDocument, type RenderedDocument } from '@registre/documents';
import { inTransaction } from '@registre/db';
import type { AppConfig } from '../../config/env-schema';
import { HttpError } from '../../errors/http-errors';
import { storageKey, type Clock, type FileStorage, type StorageKey } from '../../platform';
import { gatherDocumentData, newIssue, type DocumentDataDeps, type DocumentOrderPayload, type GatherUnavailable } from '../document-data';
import type { IssueInfo } from '@registre/documents';
import { recordIssuedDocument } from '../verification';
import { completeOrder, EXTRA_FORMATS, markUnfulfillable, startAttempt, type CompletedFiles, type ExtraFiles, type OrderRow } from './orders-queries';

export interface FulfilDeps {
  pool: Pool;
  storage: FileStorage;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  config: AppConfig;
  documentData: DocumentDataDeps;
  /** Kinds whose file another module writes itself, streamed (a prospect list): by kind. */
  producers?: ReadonlyMap<string, FileProducer>;
}

/** A file a producer wrote to the storage, as the order and the verification page record it. */
export interface ProducedFile {
  key: StorageKey;
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  title: string;
  format: DocumentFormat;
}

/**
 * Writes an order's file itself (streamed, never whole in memory) under `keyFor(format)`, with the issue's
 * verification code, and answers what it wrote.
 */
export type FileProducer = (order: OrderRow, issue: IssueInfo, keyFor: (format: DocumentFormat) => StorageKey) => Promise<ProducedFile>;

/** The `error_code` of an order that cannot be produced (the site shows `order-unfulfilable`). */
function errorCodeOf(reason: GatherUnavailable): string {
  if (reason === 'unknown-item') return 'ITEM_NOT_FOUND';
  if (reason === 'unknown-kind' || reason === 'not-generated' || reason === 'provider-not-configured') return 'KIND_NOT_GENERATED';
  return 'DOCUMENT_UNAVAILABLE';
}

/** `orders/2026/11/<order id>.pdf`: one key per order and format, so a second run overwrites (atomically) the same file. */
function fileKey(order: OrderRow, format: DocumentFormat): StorageKey {
  const year = order.created_at.getUTCFullYear();
  const month = String(order.created_at.getUTCMonth() + 1).padStart(2, '0');
  return storageKey(`orders/${year}/${month}/${order.id}.${format}`);
}

async function markFailed(deps: FulfilDeps, order: OrderRow, code: string): Promise<void> {
  await markUnfulfillable(deps.pool, order.id, code, deps.clock.now());
  deps.logger.warn({ order: order.id, kind: order.kind, code }, 'order unfulfillable');
}

/**
 * Fulfils one order (the worker's job): reads the data through the API's read services, renders
 * the kind's main format (and its Word file when it has one, a list's XLSX and CSV files), stores the files atomically, then
 * completes the order with a guarded update in the same transaction as the issued-document records.
 * Runs twice safely: a finished order is left alone, a second completion changes nothing.
 * A failure throws (the queue retries with backoff) until the last attempt, which marks the order
 * unfulfillable with `RENDER_FAILED`; a document the company cannot have is unfulfillable at once.
 */
export async function fulfilOrder(deps: FulfilDeps, orderId: string): Promise<void> {
  const order = await startAttempt(deps.pool, orderId);
  if (!order) return;
  const lastAttempt = order.attempts > deps.config.ORDER_JOB_RETRY_LIMIT;
  const kind = findDocumentKind(order.kind);
  try {
    if (!kind) return await markFailed(deps, order, 'KIND_NOT_GENERATED');
    const producer = deps.producers?.get(order.kind);
    if (producer) {
      const issue = newIssue(deps.config, deps.clock.now());
      const file = await producer(order, issue, (format) => fileKey(order, format));
      await recordCompletion(deps, order, issue, {
        files: { fileKey: file.key, fileName: file.fileName, contentType: file.contentType, byteSize: file.byteSize, wordFileKey: null, wordFileName: null, extraFiles: {}, verificationCode: issue.verificationCode },
        issued: [{ format: file.format, title: file.title, sha256: file.sha256, byteSize: file.byteSize, subjectName: null }],
      });
      deps.logger.info({ order: order.id, kind: order.kind, bytes: file.byteSize }, 'order completed');
      return;
    }
    const gathered = await gatherDocumentData(deps.documentData, order.kind, order.subject, order.payload as DocumentOrderPayload);
    if ('unavailable' in gathered) return await markFailed(deps, order, errorCodeOf(gathered.unavailable));
    const issue = newIssue(deps.config, deps.clock.now());
    const mainFormat = kind.formats[0] ?? 'pdf';
    const main = await renderDocument({ data: gathered.data, format: mainFormat, issue });
    const word: RenderedDocument | null =
      mainFormat === 'docx' ? main : kind.formats.includes('docx') ? await renderDocument({ data: gathered.data, format: 'docx', issue }) : null;
    const mainKey = fileKey(order, mainFormat);
    await deps.storage.put(mainKey, main.bytes);
    const wordKey = word === null ? null : word === main ? mainKey : fileKey(order, 'docx');
    if (word !== null && word !== main && wordKey !== null) await deps.storage.put(wordKey, word.bytes);
    // A list also comes as a spreadsheet and a CSV file, from the same data and with the same verification code.
    const extras: RenderedDocument[] = [];
    const extraFiles: ExtraFiles = {};
    for (const format of EXTRA_FORMATS.filter((candidate) => candidate !== mainFormat && kind.formats.includes(candidate))) {
      const extra = await renderDocument({ data: gathered.data, format, issue });
      const key = fileKey(order, format);
      await deps.storage.put(key, extra.bytes);
      extras.push(extra);
      extraFiles[format] = { key, name: extra.fileName, content_type: extra.contentType, byte_size: extra.bytes.byteLength };
    }
    // What the verification page shows: the title printed on the document, and the company it is about
    // (shown as "Entreprise": none for a director report or a template).
    const subjectName = (file: RenderedDocument) => ('company' in gathered.data ? (file.subjectName ?? gathered.data.company.name) : null);
    await recordCompletion(deps, order, issue, {
      files: {
        fileKey: mainKey,
        fileName: main.fileName,
        contentType: main.contentType,
        byteSize: main.bytes.byteLength,
        wordFileKey: wordKey,
        wordFileName: word?.fileName ?? null,
        extraFiles,
        verificationCode: issue.verificationCode,
      },
      issued: [main, ...(word !== null && word !== main ? [word] : []), ...extras].map((file) => ({
        format: file.extension,
        title: file.title,
        sha256: file.sha256,
        byteSize: file.bytes.byteLength,
        subjectName: subjectName(file),
      })),
    });
    deps.logger.info({ order: order.id, kind: order.kind, bytes: main.bytes.byteLength }, 'order completed');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return markFailed(deps, order, 'SUBJECT_NOT_FOUND');
    if (!lastAttempt) throw error;
    deps.logger.error({ err: error, order: order.id, attempts: order.attempts }, 'order failed after its last attempt');
    await markFailed(deps, order, 'RENDER_FAILED');
  }
}

interface IssuedFile {
  format: DocumentFormat;
  title: string;
  sha256: string;
  byteSize: number;
  subjectName: string | null;
}

/**
 * In one transaction: the order completed with its files (a guarded update: a second completion changes nothing),
 * and each file recorded in `issued_documents` (the public page `/verification/{code}`).
 */
async function recordCompletion(deps: FulfilDeps, order: OrderRow, issue: IssueInfo, completion: { files: CompletedFiles; issued: readonly IssuedFile[] }): Promise<void> {
  const now = deps.clock.now();
  const client = await deps.pool.connect();
  try {
    await inTransaction(client, async () => {
      const completed = await completeOrder(client, order.id, completion.files, now);
      if (!completed) return;
      for (const file of completion.issued) {
        await recordIssuedDocument(client, {
          code: issue.verificationCode,
          kind: order.kind,
          format: file.format,
          siren: order.siren,
          subjectName: file.subjectName,
          title: file.title,
          official: false,
          issuedAt: issue.issuedAt,
          sha256: file.sha256,
          byteSize: file.byteSize,
        });
      }
    });
  } finally {
    client.release();
  }
}
