import { z } from 'zod';
import { normalizeVerificationCode } from '../../documents/verification-code';

export const VERIFICATION_CODE_INVALID = 'errors:verification.invalid-code';

/** `GET /api/verification/{code}`: the code as printed, typed or scanned. */
export const verificationCodeParamSchema = z.object({
  code: z
    .string({ error: VERIFICATION_CODE_INVALID })
    .max(40, { error: VERIFICATION_CODE_INVALID })
    .transform((value, context) => {
      const code = normalizeVerificationCode(value);
      if (code === null) {
        context.issues.push({ code: 'custom', message: VERIFICATION_CODE_INVALID, input: value });
        return z.NEVER;
      }
      return code;
    }),
});

/** One file issued under the code (a letter's PDF and DOCX share one code). */
export const issuedFileSchema = z.object({
  format: z.enum(['pdf', 'docx', 'xlsx', 'csv']),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  byte_size: z.number().int().positive(),
});

/** What was issued, about whom, when: never who bought it. */
export const issuedDocumentSchema = z.object({
  code: z.string(),
  kind: z.string(),
  /** i18n key of the kind's French label (`documents:kinds.{kind}`). */
  label_key: z.string(),
  title: z.string(),
  siren: z.string().regex(/^\d{9}$/).nullable(),
  subject_name: z.string().nullable(),
  official: z.boolean(),
  /** An official document's source (`insee`: INSEE, `dila`: DILA for the BODACC, `inpi`: INPI's RNE), null for one we built. */
  official_source: z.enum(['insee', 'dila', 'inpi']).nullable(),
  /** When we retrieved the official document from its source; null for one we built. */
  retrieved_at: z.iso.datetime({ offset: true }).nullable(),
  /** A letter or template whose content the customer wrote: we attest when the file was produced here, not what it says. */
  content_by_customer: z.boolean(),
  issued_at: z.iso.datetime({ offset: true }),
  files: z.array(issuedFileSchema).min(1),
});

export const issuedDocumentResponseSchema = z.object({ data: issuedDocumentSchema });

export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;
export type IssuedFile = z.infer<typeof issuedFileSchema>;
