import { z } from 'zod';
import { pageMetaSchema, pageQuerySchema } from '../pagination';

/** What a data hub list gathers (each kind has its criteria, its dated event and its default order). */
export const DATA_HUB_LIST_KINDS = ['creations', 'insolvency', 'deregistrations', 'accounts', 'top-region', 'top-sector'] as const;
export type DataHubListKind = (typeof DATA_HUB_LIST_KINDS)[number];

/** Columns a list's table can be sorted by: the list's dated event, the name, the creation date, the latest turnover. */
export const DATA_HUB_SORTS = ['event', 'name', 'creation', 'turnover'] as const;
export type DataHubSort = (typeof DATA_HUB_SORTS)[number];

export const DATA_HUB_ERRORS = {
  listNotFound: 'errors:data-hub.list-not-found',
  pageNotFound: 'errors:data-hub.page-not-found',
  invalidSort: 'errors:data-hub.invalid-sort',
  invalidOrder: 'errors:data-hub.invalid-order',
} as const;

/** Rows of a list page (the site's page and its CSV alike). */
export const DATA_HUB_PAGE_SIZE = 50;

/** A list's id: lower-case letters, digits and dashes ('creations-semaine-2a', 'plus-grands-ca-region-84'). */
export const dataHubListParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: DATA_HUB_ERRORS.listNotFound }).max(60, { error: DATA_HUB_ERRORS.listNotFound }),
});

export const dataHubListQuerySchema = pageQuerySchema({ defaultPerPage: DATA_HUB_PAGE_SIZE, maxPerPage: 100 }).extend({
  sort: z.enum(DATA_HUB_SORTS, { error: DATA_HUB_ERRORS.invalidSort }).optional(),
  order: z.enum(['asc', 'desc'], { error: DATA_HUB_ERRORS.invalidOrder }).optional(),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const dataHubListSchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_HUB_LIST_KINDS),
  /** The department, region or NAF section the list is limited to; null for a nationwide list. */
  scope: z.object({ code: z.string(), label: z.string() }).nullable(),
  total: z.number().int().min(0),
  /** The days the list covers (dated lists), both included; null for the rankings. */
  period: z.object({ from: isoDate, to: isoDate }).nullable(),
  /** The date of the data: the period's last day, or the latest closing date among a ranking's accounts. */
  dataDate: isoDate.nullable(),
  /** When the list was computed from the register (ISO instant). */
  computedAt: z.string(),
});

export const dataHubEntrySchema = z.object({
  siren: z.string(),
  /** `[ND]` for a sole trader who refused the publication of their identity. */
  name: z.string(),
  legalCategory: z.object({ code: z.string(), label: z.string().nullable() }).nullable(),
  naf: z.object({ code: z.string(), label: z.string().nullable() }).nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  creationDate: isoDate.nullable(),
  headcountBand: z.object({ code: z.string(), label: z.string().nullable() }).nullable(),
  /** Latest turnover in euro cents, null when unknown or filed as confidential. */
  turnoverCents: z.number().int().nullable(),
  fiscalYearEnd: isoDate.nullable(),
  /** The list's dated event: creation, opening of the proceeding, BODACC publication, closing of the ranked accounts. */
  eventDate: isoDate.nullable(),
  /** The proceeding's kind (insolvency lists): sauvegarde, redressement, liquidation… */
  eventCode: z.string().nullable(),
  active: z.boolean(),
});

export const dataHubListsResponseSchema = z.object({ data: z.array(dataHubListSchema) });

export const dataHubListPageResponseSchema = z.object({
  data: z.object({ list: dataHubListSchema, sort: z.enum(DATA_HUB_SORTS), order: z.enum(['asc', 'desc']), entries: z.array(dataHubEntrySchema) }),
  meta: pageMetaSchema,
});

export type DataHubList = z.infer<typeof dataHubListSchema>;
export type DataHubEntry = z.infer<typeof dataHubEntrySchema>;
export type DataHubListQuery = z.infer<typeof dataHubListQuerySchema>;
export type DataHubListPage = z.infer<typeof dataHubListPageResponseSchema>;

/**
 * The order a list page is read in: the one asked, else the list's own (the rankings by turnover, the others latest
 * event first). A column asked without a direction reads names A to Z and dates and turnovers highest first.
 */
export function resolveDataHubOrder(kind: DataHubListKind, sort?: DataHubSort, order?: 'asc' | 'desc'): { sort: DataHubSort; order: 'asc' | 'desc' } {
  if (sort === undefined) return kind === 'top-region' || kind === 'top-sector' ? { sort: 'turnover', order: order ?? 'desc' } : { sort: 'event', order: order ?? 'desc' };
  return { sort, order: order ?? (sort === 'name' ? 'asc' : 'desc') };
}
