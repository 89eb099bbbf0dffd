import { z } from 'zod';
import { pageOfSchema, pageQuerySchema } from '../pagination';

export const announcementFamilySchema = z.enum([
  'creation',
  'modification',
  'sale',
  'radiation',
  'insolvency',
  'account_filing',
  'conciliation',
  'other',
]);

/** A BODACC notice about the company. */
export const commercialAdvertisementSchema = z.object({
  id: z.number().int(),
  source_id: z.string(),
  family: z.string(),
  type_label: z.string().nullable(),
  published_at: z.iso.date(),
  bodacc_edition: z.string().nullable(),
  bodacc_number: z.string().nullable(),
  announcement_number: z.number().int().nullable(),
  court: z.string().nullable(),
  city: z.string().nullable(),
  /** Text of the notice; `[ND]` for a non-diffusible individual company (it names the person). */
  content: z.string().nullable(),
  cancelled: z.boolean(),
});

export const commercialAdvertisementsQuerySchema = pageQuerySchema({ defaultPerPage: 20, maxPerPage: 100 }).extend({
  family: z.enum(announcementFamilySchema.options, { error: 'errors:company-profile.invalid-family' }).optional(),
});

/** `GET /api/companies/{siren}/commercial-advertisements`: newest first. */
export const commercialAdvertisementsResponseSchema = pageOfSchema(commercialAdvertisementSchema);

export type CommercialAdvertisement = z.infer<typeof commercialAdvertisementSchema>;
