import { isDiffusible, pageMeta, type CompanyEstablishment } from '@registre/domain';
import { findEstablishmentsPage } from './establishments-queries';
import { presentEstablishment } from './present-establishments';
import type { CompanyReads, Page } from './company-reads';

/** The company's establishments, paged. */
export function companyEstablishmentsService(reads: CompanyReads) {
  const { pool, facts } = reads;
  return {
    async getEstablishments(
      siren: string,
      query: { page: number; per_page: number; status?: 'open' | 'closed' | undefined },
    ): Promise<Page<CompanyEstablishment>> {
      const company = await facts(siren);
      const status = query.status === 'open' ? 'A' : query.status === 'closed' ? 'F' : null;
      const { rows, total } = await findEstablishmentsPage(pool, siren, status, query.per_page, (query.page - 1) * query.per_page);
      const diffusible = isDiffusible(company.diffusion_status);
      return { data: rows.map((row) => presentEstablishment(row, diffusible)), meta: pageMeta(query.page, query.per_page, total) };
    },
  };
}
