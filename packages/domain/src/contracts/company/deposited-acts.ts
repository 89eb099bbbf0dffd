import { z } from 'zod';
import { optionalPageQuerySchema, pageOfSchema } from '../pagination';

/** An act or document filed with the registry (RNE). */
export const depositedActSchema = z.object({
  id: z.number().int(),
  filing_number: z.string().nullable(),
  filing_date: z.iso.date().nullable(),
  act_type: z.string().nullable(),
  description: z.string().nullable(),
  confidential: z.boolean(),
  /** True for articles of incorporation (statuts). */
  is_articles_of_incorporation: z.boolean(),
});

/** `acts-and-articles-of-incorporation`, `articles-of-incorporation` and `acts`: newest first. */
export const depositedActsResponseSchema = z.object({ data: z.array(depositedActSchema) });

export const depositedActsQuerySchema = optionalPageQuerySchema({ defaultPerPage: 20, maxPerPage: 100 });

/** `acts-and-articles-of-incorporation`: newest first, whole or page by page (`page`, `per_page`). */
export const depositedActsPageResponseSchema = pageOfSchema(depositedActSchema);

export type DepositedActsQuery = z.output<typeof depositedActsQuerySchema>;
export type DepositedAct = z.infer<typeof depositedActSchema>;
