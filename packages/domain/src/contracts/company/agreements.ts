import { z } from 'zod';

/** A collective labour agreement (convention collective) that applies in the company. */
export const collectiveAgreementSchema = z.object({
  /** 4-digit IDCC number. */
  idcc: z.string(),
  title: z.string(),
});

/** `GET /api/companies/{siren}/agreements`: by IDCC. */
export const agreementsResponseSchema = z.object({ data: z.array(collectiveAgreementSchema) });

export type CollectiveAgreement = z.infer<typeof collectiveAgreementSchema>;
