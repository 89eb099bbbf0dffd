import type { FastifyReply } from 'fastify';
import { ORDER_KEYS } from '@registre/domain';
import { HttpError, NotFoundError } from '../../errors/http-errors';
import { StoredFileNotFoundError, storageKey, type FileStorage } from '../../platform';
import { attachmentDisposition } from './content-disposition';
import type { ExtraFormat, OrderRow } from './orders-queries';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Answers an order's file: 204 while it is pending (nothing to download yet), 409 with
 * `order-unfulfilable` when it cannot be produced, 404 when the order has no file of that variant,
 * else the file, streamed, with its name, type and length.
 */
export type OrderFileVariant = 'main' | 'word' | ExtraFormat;

/** The stored file of a variant, or null when the order has none (a PDF-only kind's Word or XLSX file). */
function fileOf(order: OrderRow, variant: OrderFileVariant): { key: string; name: string; contentType: string } | null {
  if (variant === 'main') return order.file_key && order.file_name ? { key: order.file_key, name: order.file_name, contentType: order.content_type ?? 'application/pdf' } : null;
  if (variant === 'word') return order.word_file_key && order.word_file_name ? { key: order.word_file_key, name: order.word_file_name, contentType: DOCX } : null;
  const extra = order.extra_files[variant];
  return extra ? { key: extra.key, name: extra.name, contentType: extra.content_type } : null;
}

export async function replyOrderFile(reply: FastifyReply, storage: FileStorage, order: OrderRow, variant: OrderFileVariant): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-store');
  if (order.state === 'pending') return reply.code(204).send();
  if (order.state === 'unfulfillable') throw new HttpError(409, ORDER_KEYS.unfulfillable);
  const file = fileOf(order, variant);
  if (file === null) throw new NotFoundError(variant === 'word' ? ORDER_KEYS.noWordFile : ORDER_KEYS.noSuchFormat);
  // Streamed from the storage (the local disk or object storage), never read whole: a list's export may be large.
  const key = storageKey(file.key);
  const info = await storage.stat(key);
  if (info === null) throw new StoredFileNotFoundError(key);
  const content = await storage.createReadStream(key);
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('content-length', info.size)
    .send(content);
}
