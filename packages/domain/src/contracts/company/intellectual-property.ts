import { z } from 'zod';
import { pageOfSchema, pageQuerySchema } from '../pagination';

/** A trademark filed at INPI by the company. */
export const brandSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string().nullable(),
  filing_date: z.iso.date().nullable(),
  status: z.string().nullable(),
  nice_classes: z.array(z.number().int()),
});

/** A patent published by INPI with the company as applicant. */
export const patentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string().nullable(),
  filing_date: z.iso.date().nullable(),
  publication_date: z.iso.date().nullable(),
});

export const intellectualPropertyQuerySchema = pageQuerySchema({ defaultPerPage: 20, maxPerPage: 100 });

/** `GET /api/companies/{siren}/brands`: newest filing first. */
export const brandsResponseSchema = pageOfSchema(brandSchema);
/** `GET /api/companies/{siren}/patents`: newest filing first. */
export const patentsResponseSchema = pageOfSchema(patentSchema);

export type Brand = z.infer<typeof brandSchema>;
export type Patent = z.infer<typeof patentSchema>;
