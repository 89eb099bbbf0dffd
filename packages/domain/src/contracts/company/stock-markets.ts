import { z } from 'zod';

/** A listing of the company's shares. */
export const stockListingSchema = z.object({
  isin: z.string(),
  market: z.string(),
  ticker: z.string().nullable(),
});

/**
 * `GET /api/companies/{siren}/stock-markets`. The register has no open-data source of stock
 * listings yet, so the list is empty for every company until one is imported.
 */
export const stockMarketsResponseSchema = z.object({ data: z.array(stockListingSchema) });

export type StockListing = z.infer<typeof stockListingSchema>;
