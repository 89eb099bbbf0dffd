import { z } from 'zod';

/** One document kind of the catalogue and whether it can be produced for the company. */
export const documentAvailabilityItemSchema = z.object({
  kind: z.string(),
  label_key: z.string(),
  available: z.boolean(),
  /** Why not (no-accounts-filed, confidential-accounts, individual-company, company-closed, non-diffusible…). */
  reason: z.string().nullable(),
  /** Delivered by the official provider, else built from the register as an information document. */
  official: z.boolean(),
  provider: z.string().nullable(),
  formats: z.array(z.string()),
});

/** `GET /api/kbis/{siren}/document-availability` */
export const documentAvailabilityResponseSchema = z.object({ data: z.array(documentAvailabilityItemSchema) });

export type DocumentAvailabilityItem = z.infer<typeof documentAvailabilityItemSchema>;
