import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from './company-search-query';

export const SUGGEST_LIMIT = 8;

/** `GET /api/search/suggest?q=`: the last word is a prefix ("boulangerie du ca" finds "… du Canal"). */
export const suggestQuerySchema = z.object({
  q: z
    .string({ error: 'errors:search.query-too-short' })
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, { error: 'errors:search.query-too-short' })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: 'errors:search.query-too-long' }),
});

export const suggestionSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  name: z.string(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  status: z.enum(['active', 'closed']),
});

export const suggestResponseSchema = z.object({ data: z.array(suggestionSchema).max(SUGGEST_LIMIT) });

export type SuggestQuery = z.output<typeof suggestQuerySchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
