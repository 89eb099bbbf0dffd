import { z } from 'zod';
import { normalizeCompanyId } from '../company-id/normalize-company-id';

/** i18n key of the error shown when a company number cannot be read. */
export const COMPANY_ID_INVALID = 'errors:company-id.invalid';

/** 1 to 9 digits, spaces of any kind allowed around and between them. */
const SPACED_SIREN = /^[\s\u200B-\u200D\u2060]*(?:\d[\s\u200B-\u200D\u2060]*){1,9}$/;

/**
 * The `{ siren }` parameter of `/entreprises/{siren}/...` and `/api/companies/{siren}`:
 * 1 to 9 digits with optional spaces (`552 081 317`, `5`), turned into a padded
 * 9-digit SIREN (`552081317`, `000000005`). A 14-digit SIRET is refused here.
 * Check digits are not verified: an unknown SIREN is a 404, not a 400.
 */
export const sirenParamSchema = z.object({
  siren: z
    .string({ error: COMPANY_ID_INVALID })
    .regex(SPACED_SIREN, { error: COMPANY_ID_INVALID })
    .transform((value, context) => {
      const siren = normalizeCompanyId(value);
      if (siren === null || siren.length !== 9) {
        context.issues.push({ code: 'custom', message: COMPANY_ID_INVALID, input: value });
        return z.NEVER;
      }
      return siren;
    }),
});

export type SirenParamInput = z.input<typeof sirenParamSchema>;
export type SirenParam = z.output<typeof sirenParamSchema>;
