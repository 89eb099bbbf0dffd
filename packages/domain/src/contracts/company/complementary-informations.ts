import { z } from 'zod';
import { normalizeCompanyId } from '../../company-id/normalize-company-id';
import { codeLabelSchema, companyStatusSchema, headOfficeSchema } from '../company-identity';

const INVALID_IDS = 'errors:complementary-informations.invalid-ids';

/** `POST /api/companies/complementary-informations` body: up to 50 SIRENs or SIRETs (spaces allowed). */
export const complementaryInformationsBodySchema = z.object({
  ids: z
    .array(
      z
        .string({ error: 'errors:company-id.invalid' })
        .max(40, { error: 'errors:company-id.invalid' })
        .transform((value, context) => {
          const id = normalizeCompanyId(value);
          if (id === null) {
            context.issues.push({ code: 'custom', message: 'errors:company-id.invalid', input: value });
            return z.NEVER;
          }
          return id;
        }),
      { error: INVALID_IDS },
    )
    .min(1, { error: INVALID_IDS })
    .max(50, { error: INVALID_IDS }),
});

/** Short information about one requested identifier, in the order they were sent. */
export const complementaryInformationSchema = z.object({
  /** The identifier as normalised: 9 or 14 digits. */
  id: z.string(),
  siren: z.string(),
  found: z.boolean(),
  name: z.string().nullable(),
  legal_form: codeLabelSchema.nullable(),
  naf: codeLabelSchema.nullable(),
  status: companyStatusSchema.nullable(),
  /** The requested establishment for a SIRET, else the head office. */
  establishment: headOfficeSchema.extend({ is_head_office: z.boolean(), status: z.enum(['open', 'closed']) }).nullable(),
  vat_number: z.string().nullable(),
});

export const complementaryInformationsResponseSchema = z.object({ data: z.array(complementaryInformationSchema) });

export type ComplementaryInformation = z.infer<typeof complementaryInformationSchema>;
