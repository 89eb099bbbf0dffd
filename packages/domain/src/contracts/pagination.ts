import { z } from 'zod';

/** Query of a page-numbered list: `page` from 1, `per_page` bounded by the endpoint. */
export function pageQuerySchema(options: { defaultPerPage: number; maxPerPage: number }) {
  return z.object({
    page: z.coerce.number({ error: 'errors:pagination.invalid-page' }).int({ error: 'errors:pagination.invalid-page' }).min(1, { error: 'errors:pagination.invalid-page' }).max(100_000, { error: 'errors:pagination.invalid-page' }).default(1),
    per_page: z.coerce
      .number({ error: 'errors:pagination.invalid-per-page' })
      .int({ error: 'errors:pagination.invalid-per-page' })
      .min(1, { error: 'errors:pagination.invalid-per-page' })
      .max(options.maxPerPage, { error: 'errors:pagination.invalid-per-page' })
      .default(options.defaultPerPage),
  });
}

/**
 * Query of a list answered whole unless a page is asked for: with neither `page` nor `per_page`
 * the answer is the whole list as one page (what its first callers expect); with either, a
 * page of `per_page` (default `defaultPerPage`) entries.
 */
export function optionalPageQuerySchema(options: { defaultPerPage: number; maxPerPage: number }) {
  const paged = pageQuerySchema(options);
  return z.object({ page: paged.shape.page.removeDefault().optional(), per_page: paged.shape.per_page.removeDefault().optional() });
}

/** The page to read for an optional page query: null means the whole list. */
export function requestedPage(query: { page?: number | undefined; per_page?: number | undefined }, defaultPerPage: number): { page: number; perPage: number } | null {
  if (query.page === undefined && query.per_page === undefined) return null;
  return { page: query.page ?? 1, perPage: query.per_page ?? defaultPerPage };
}

/**
 * Meta of a page-numbered list. `total_is_exact` is false when counting stopped at a bound:
 * the UI then says "plus de {total}".
 */
export const pageMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  total_is_exact: z.boolean(),
  last_page: z.number().int().min(1),
});

export function pageOfSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** Meta of a keyset-paginated list: pass `next_cursor` back as `cursor` for the next page. */
export const cursorMetaSchema = z.object({
  per_page: z.number().int().min(1),
  next_cursor: z.string().nullable(),
});

export function cursorPageOfSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: cursorMetaSchema });
}

export type PageMeta = z.infer<typeof pageMetaSchema>;
export type CursorMeta = z.infer<typeof cursorMetaSchema>;

/** Builds a page meta from a total (exact or bounded). */
export function pageMeta(page: number, perPage: number, total: number, totalIsExact = true): PageMeta {
  return { page, per_page: perPage, total, total_is_exact: totalIsExact, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
