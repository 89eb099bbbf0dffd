import { z } from 'zod';
import { moneySchema } from './company-profile';

/** A capital amount as published in a BODACC notice. */
export const capitalChangeSchema = z.object({
  published_at: z.iso.date(),
  amount_cents: z.number().int(),
  currency: z.string(),
  /** BODACC record id of the notice. */
  source_id: z.string(),
});

/** `GET /api/companies/{siren}/share-capital` */
export const shareCapitalResponseSchema = z.object({
  data: z.object({
    /** From the RNE; null when the register holds none (individual companies, associations). */
    current: moneySchema.nullable(),
    /** Each change of the capital published in the BODACC, oldest first. */
    history: z.array(capitalChangeSchema),
  }),
});

export type ShareCapital = z.infer<typeof shareCapitalResponseSchema>['data'];
