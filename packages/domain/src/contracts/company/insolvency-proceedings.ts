import { z } from 'zod';

/** An insolvency proceeding derived from the BODACC judgments. */
export const insolvencyProceedingSchema = z.object({
  id: z.number().int(),
  /** sauvegarde, sauvegarde_acceleree, redressement, liquidation, retablissement_professionnel… */
  kind: z.string(),
  /** open, plan, closed */
  status: z.string(),
  opened_at: z.iso.date().nullable(),
  closed_at: z.iso.date().nullable(),
  court: z.string().nullable(),
  last_judgment: z.object({ label: z.string().nullable(), date: z.iso.date().nullable() }),
});

/** `GET /api/companies/{siren}/insolvency-proceedings`: newest first. */
export const insolvencyProceedingsResponseSchema = z.object({ data: z.array(insolvencyProceedingSchema) });

export type InsolvencyProceeding = z.infer<typeof insolvencyProceedingSchema>;
