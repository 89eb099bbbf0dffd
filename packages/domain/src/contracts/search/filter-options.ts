import { z } from 'zod';

/** `GET /api/search/ape-codes` and `GET /api/search/french-departments`: the search filters' choices. */
export const filterOptionSchema = z.object({ label: z.string(), code: z.string() });

export const filterOptionsResponseSchema = z.object({ data: z.array(filterOptionSchema) });

export type FilterOption = z.infer<typeof filterOptionSchema>;
export type FilterOptionsResponse = z.infer<typeof filterOptionsResponseSchema>;
