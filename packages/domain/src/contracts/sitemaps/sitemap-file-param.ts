import { z } from 'zod';
import { SITEMAP_KINDS } from '../../sitemaps/sitemap-paths';

/** i18n key of the error answered when a sitemap file name cannot be read. */
export const SITEMAP_FILE_INVALID = 'errors:sitemaps.invalid-file';

/** i18n key of the 404 of a sitemap file beyond the last one. */
export const SITEMAP_FILE_NOT_FOUND = 'errors:sitemaps.not-found';

/** The `{ kind }/{ file }` of `/api/sitemaps/{kind}/{file}`: `companies/1.xml`, `directors/2.xml`… (file numbers from 1). */
export const sitemapFileParamsSchema = z.object({
  kind: z.enum(SITEMAP_KINDS, { error: SITEMAP_FILE_INVALID }),
  file: z
    .string({ error: SITEMAP_FILE_INVALID })
    .regex(/^[1-9]\d{0,6}\.xml$/, { error: SITEMAP_FILE_INVALID })
    .transform((value) => Number(value.slice(0, -'.xml'.length))),
});

export type SitemapFileParams = z.output<typeof sitemapFileParamsSchema>;
