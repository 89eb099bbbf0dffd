import type { Pool } from 'pg';
import { inTransaction } from '@registre/db';
import { recordIssuedDocument, type IssuedDocumentRecord } from '../verification';
import { completeOrder, type CompletedFiles } from './orders-queries';

/**
 * Completes a pending order with its stored files and records each file on the verification page, in one
 * transaction: a second run (the order no longer pending) changes nothing and answers false.
 */
export async function completeWithRecords(pool: Pool, orderId: string, files: CompletedFiles, records: readonly IssuedDocumentRecord[], now: Date): Promise<boolean> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, async () => {
      if (!(await completeOrder(client, orderId, files, now))) return false;
      for (const record of records) await recordIssuedDocument(client, record);
      return true;
    });
  } finally {
    client.release();
  }
}
