import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { findDocumentKind, type DocumentFormat } from '@registre/domain';
import { ProviderError, renderDocument, type IssueInfo, type OfficialSources, type RenderedDocument } from '@registre/documents';
import type { AppConfig } from '../../config/env-schema';
import { HttpError } from '../../errors/http-errors';
import type { Clock, FileStorage, Metrics, StorageKey } from '../../platform';
import { gatherDocumentData, newIssue, type DocumentDataDeps, type DocumentOrderPayload, type GatherUnavailable } from '../document-data';
import { completeWithRecords } from './complete-with-records';
import { deliverOfficial, officialProviderOf } from './deliver-official';
import { orderFileKey as fileKey } from './order-file-key';
import { EXTRA_FORMATS, markUnfulfillable, startAttempt, type ExtraFiles, type OrderRow } from './orders-queries';

export interface FulfilDeps {
  pool: Pool;
  storage: FileStorage;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  config: AppConfig;
  documentData: DocumentDataDeps;
  /** The official sources' clients: a kind whose source is configured is fetched from it, not rendered. */
  sources: OfficialSources;
  /** Kinds whose file another module writes itself, streamed (a prospect list): by kind. */
  producers?: ReadonlyMap<string, FileProducer>;
  /** Order-to-file times and unfulfillable orders. */
  metrics: Pick<Metrics, 'orderFileReady' | 'orderUnfulfillable'>;
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

async function markFailed(deps: FulfilDeps, order: OrderRow, code: string): Promise<void> {
  await markUnfulfillable(deps.pool, order.id, code, deps.clock.now());
  deps.metrics.orderUnfulfillable(order.kind, code);
  deps.logger.warn({ order: order.id, kind: order.kind, code }, 'order unfulfillable');
}

/**
 * Fulfils one order (the worker's job). A kind whose official source is configured is fetched from it
 * (deliver-official.ts); a refusal (`provider-not-found`, `provider-refused`…) ends the order with that code,
 * an outage (`provider-unavailable`, `provider-timeout`, `provider-rate-limited`) throws for the queue's retry
 * and ends it with its code on the last attempt. Otherwise: reads the data through the API's read services, renders
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
    if (producer) return await produce(deps, order, producer);
    const gathered = await gatherDocumentData(deps.documentData, order.kind, order.subject, order.payload as DocumentOrderPayload);
    const official = officialProviderOf(order.kind, deps.sources);
    if ('unavailable' in gathered && gathered.unavailable === 'not-generated' && official !== null) {
      const unresolved = await deliverOfficial(deps, order, official);
      return unresolved === null ? undefined : await markFailed(deps, order, unresolved);
    }
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
    const now = deps.clock.now();
    const files = {
      fileKey: mainKey,
      fileName: main.fileName,
      contentType: main.contentType,
      byteSize: main.bytes.byteLength,
      wordFileKey: wordKey,
      wordFileName: word?.fileName ?? null,
      extraFiles,
      verificationCode: issue.verificationCode,
    };
    // What the verification page shows: the title printed on the document, and the company it is about
    // (shown as "Entreprise": none for a director report or a template).
    const records = [main, ...(word !== null && word !== main ? [word] : []), ...extras].map((file) => ({
      code: issue.verificationCode,
      kind: order.kind,
      format: file.extension,
      siren: order.siren,
      subjectName: 'company' in gathered.data ? (file.subjectName ?? gathered.data.company.name) : null,
      title: file.title,
      officialSource: null,
      issuedAt: issue.issuedAt,
      sha256: file.sha256,
      byteSize: file.bytes.byteLength,
    }));
    if (await completeWithRecords(deps.pool, order.id, files, records, now)) fileReady(deps, order, now);
    deps.logger.info({ order: order.id, kind: order.kind, bytes: main.bytes.byteLength }, 'order completed');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return markFailed(deps, order, 'SUBJECT_NOT_FOUND');
    // A source's refusal ends the order with its code at once; its outage is retried by the queue until the last attempt.
    if (error instanceof ProviderError && (!error.transient || lastAttempt)) return markFailed(deps, order, error.code);
    if (!lastAttempt) throw error;
    deps.logger.error({ err: error, order: order.id, attempts: order.attempts }, 'order failed after its last attempt');
    await markFailed(deps, order, 'RENDER_FAILED');
  }
}

/** An order whose file its producer writes (streamed): completed with that file, recorded on the verification page. */
async function produce(deps: FulfilDeps, order: OrderRow, producer: FileProducer): Promise<void> {
  const issue = newIssue(deps.config, deps.clock.now());
  const file = await producer(order, issue, (format) => fileKey(order, format));
  const files = { fileKey: file.key, fileName: file.fileName, contentType: file.contentType, byteSize: file.byteSize, wordFileKey: null, wordFileName: null, extraFiles: {}, verificationCode: issue.verificationCode };
  const record = {
    code: issue.verificationCode,
    kind: order.kind,
    format: file.format,
    siren: order.siren,
    subjectName: null,
    title: file.title,
    officialSource: null,
    issuedAt: issue.issuedAt,
    sha256: file.sha256,
    byteSize: file.byteSize,
  };
  const now = deps.clock.now();
  if (await completeWithRecords(deps.pool, order.id, files, [record], now)) fileReady(deps, order, now);
  deps.logger.info({ order: order.id, kind: order.kind, bytes: file.byteSize }, 'order completed');
}

/** Order to file: from the order's creation (paid by the subscription, or by the payment that converted its pre-order) to its completion. */
function fileReady(deps: FulfilDeps, order: OrderRow, now: Date): void {
  deps.metrics.orderFileReady(order.kind, (now.getTime() - order.created_at.getTime()) / 1000);
}
