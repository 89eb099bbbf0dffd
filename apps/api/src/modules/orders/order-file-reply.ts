import type { FastifyReply } from 'fastify';
import { ORDER_KEYS } from '@registre/domain';
import { HttpError, NotFoundError } from '../../errors/http-errors';
import { storageKey, type FileStorage } from '../../platform';
import { attachmentDisposition } from './content-disposition';
import type { OrderRow } from './orders-queries';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Answers an order's file: 204 while it is pending (nothing to download yet), 409 with
 * `order-unfulfilable` when it cannot be produced, else the file with its name and type.
 */
export async function replyOrderFile(reply: FastifyReply, storage: FileStorage, order: OrderRow, variant: 'main' | 'word'): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-store');
  if (order.state === 'pending') return reply.code(204).send();
  if (order.state === 'unfulfillable') throw new HttpError(409, ORDER_KEYS.unfulfillable);
  const key = variant === 'main' ? order.file_key : order.word_file_key;
  const name = variant === 'main' ? order.file_name : order.word_file_name;
  if (key === null || name === null) throw new NotFoundError(ORDER_KEYS.noWordFile);
  const bytes = await storage.get(storageKey(key));
  return reply
    .code(200)
    .header('content-type', variant === 'main' ? (order.content_type ?? 'application/pdf') : DOCX)
    .header('content-disposition', attachmentDisposition(name))
    .header('content-length', bytes.byteLength)
    .send(bytes);
}
