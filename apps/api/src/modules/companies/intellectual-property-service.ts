import { pageMeta, type Brand, type Patent } from '@registre/domain';
import { findPatentsPage, findTrademarksPage } from './intellectual-property-queries';
import type { CompanyReads, Page } from './company-reads';

/** The company's trademarks and patents, paged. */
export function companyIntellectualPropertyService(reads: CompanyReads) {
  const { pool, facts } = reads;
  return {
    async getBrands(siren: string, query: { page: number; per_page: number }): Promise<Page<Brand>> {
      await facts(siren);
      const { rows, total } = await findTrademarksPage(pool, siren, query.per_page, (query.page - 1) * query.per_page);
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          number: row.number,
          name: row.name,
          filing_date: row.filing_date,
          status: row.status,
          nice_classes: row.nice_classes ?? [],
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },
    async getPatents(siren: string, query: { page: number; per_page: number }): Promise<Page<Patent>> {
      await facts(siren);
      const { rows, total } = await findPatentsPage(pool, siren, query.per_page, (query.page - 1) * query.per_page);
      return {
        data: rows.map((row) => ({ ...row, id: Number(row.id) })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },
  };
}
