import { z } from 'zod';

export const personKindSchema = z.enum(['natural', 'legal']);

/** A birth date as the register may show it: `1970-04` (month and year), or `1970` when the month is unknown. */
export const monthYearSchema = z.string().regex(/^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/);

/** What identifies a director in lists: id, page address and shown name. */
export const directorSummarySchema = z.object({
  id: z.number().int().min(1),
  /** Name slug of the page address; null for a non-diffusible person. */
  slug: z.string().nullable(),
  /** `/dirigeants/{id}/{slug}` on the site. */
  page_path: z.string(),
  kind: personKindSchema,
  /** First names and last name (natural person) or denomination (legal entity); `[ND]` when not diffusible. */
  name: z.string(),
});

export type PersonKind = z.infer<typeof personKindSchema>;
export type DirectorSummary = z.infer<typeof directorSummarySchema>;
