import { findDocumentKind, type IssuedDocument } from '@registre/domain';
import type { Pool } from 'pg';
import { NotFoundError } from '../../errors/http-errors';
import { findIssuedDocuments } from './issued-documents';

const NOT_FOUND = 'errors:verification.not-found';

/** Reads what was issued under a verification code (never who ordered it). */
export function verificationService(pool: Pool) {
  return {
    async find(code: string): Promise<IssuedDocument> {
      const rows = await findIssuedDocuments(pool, code);
      const first = rows[0];
      if (!first) throw new NotFoundError(NOT_FOUND);
      const kind = findDocumentKind(first.kind);
      return {
        code: first.code,
        kind: first.kind,
        label_key: kind?.labelKey ?? `documents:kinds.${first.kind}`,
        title: first.title,
        siren: first.siren,
        subject_name: first.subject_name,
        official: first.official,
        official_source: first.official_source,
        retrieved_at: first.retrieved_at?.toISOString() ?? null,
        content_by_customer: kind?.customerContent ?? false,
        issued_at: first.issued_at.toISOString(),
        files: rows.map((row) => ({ format: row.format, sha256: row.sha256, byte_size: row.byte_size })),
      };
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
