import type { DocumentFormat } from '@registre/domain';
import type { Pool, PoolClient } from 'pg';

/** What the orders worker records for each file it stores, in its completing transaction. */
export interface IssuedDocumentRecord {
  code: string;
  kind: string;
  format: DocumentFormat;
  /** Null for a document about no company (director report, template). */
  siren: string | null;
  subjectName: string | null;
  title: string;
  /** Null for a document we built; for an official one, its source and when we retrieved it. */
  officialSource: OfficialSourceRecord | null;
  issuedAt: Date;
  sha256: string;
  byteSize: number;
}

/** Where an official document comes from: the source that made it, and when we retrieved it. */
export interface OfficialSourceRecord {
  provider: 'insee' | 'dila' | 'inpi';
  retrievedAt: Date;
}

export interface IssuedDocumentRow {
  code: string;
  format: DocumentFormat;
  kind: string;
  siren: string | null;
  subject_name: string | null;
  title: string;
  official: boolean;
  official_source: 'insee' | 'dila' | 'inpi' | null;
  retrieved_at: Date | null;
  issued_at: Date;
  sha256: string;
  byte_size: number;
}

type Queryable = Pick<Pool | PoolClient, 'query'>;

/**
 * Records one issued file. Idempotent: the same code and format recorded twice (a job run twice)
 * keeps the first row, so a verification never changes once shown.
 */
export async function recordIssuedDocument(client: Queryable, record: IssuedDocumentRecord): Promise<void> {
  await client.query(
    `INSERT INTO issued_documents (code, format, kind, siren, subject_name, title, official, official_source, retrieved_at, issued_at, sha256, byte_size)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (code, format) DO NOTHING`,
    [
      record.code,
      record.format,
      record.kind,
      record.siren,
      record.subjectName,
      record.title,
      record.officialSource !== null,
      record.officialSource?.provider ?? null,
      record.officialSource?.retrievedAt ?? null,
      record.issuedAt,
      record.sha256,
      record.byteSize,
    ],
  );
}

export async function findIssuedDocuments(client: Queryable, code: string): Promise<IssuedDocumentRow[]> {
  const { rows } = await client.query<IssuedDocumentRow>(
    `SELECT code, format, kind, siren, subject_name, title, official, official_source, retrieved_at, issued_at, sha256, byte_size
       FROM issued_documents WHERE code = $1 ORDER BY format`,
    [code],
  );
  return rows;
}
