import {
  isDiffusible,
  legalFormGroup,
  pageMeta,
  requestedPage,
  type CollectiveAgreement,
  type CommercialAdvertisement,
  type DepositedAct,
  type InsolvencyProceeding,
  type DepositedActsQuery,
  type StockListing,
} from '@registre/domain';
import { findAnnouncementsPage } from './announcements-queries';
import { findActDocumentId, findAgreements, findDepositedActsPage, findInsolvencyProceedings } from './register-section-queries';
import { wholeListMeta, LIST_PER_PAGE, presentDepositedAct, type CompanyReads, type Page } from './company-reads';

/** What the registers publish about the company: deposited acts, insolvency proceedings, BODACC notices, collective agreements, stock listings. */
export function companyLegalRecordsService(reads: CompanyReads) {
  const { pool, facts, depositedActs } = reads;
  return {
    async getActsAndArticles(siren: string, query: DepositedActsQuery = {}): Promise<Page<DepositedAct>> {
      const asked = requestedPage(query, LIST_PER_PAGE);
      if (asked === null) {
        const acts = await depositedActs(siren, () => true);
        return { data: acts, meta: wholeListMeta(acts.length) };
      }
      await facts(siren);
      const { rows, total } = await findDepositedActsPage(pool, siren, asked.perPage, (asked.page - 1) * asked.perPage);
      return { data: rows.map(presentDepositedAct), meta: pageMeta(asked.page, asked.perPage, total) };
    },
    /** INPI's id of a public act filed under `filingNumber` (`preferred` when it is one), for its official delivery; null when none. */
    async getActDocumentId(siren: string, filingNumber: string, preferred: string | null = null): Promise<string | null> {
      await facts(siren);
      return findActDocumentId(pool, siren, filingNumber, preferred);
    },
    getArticlesOfIncorporation: (siren: string) => depositedActs(siren, (act) => act.is_articles_of_incorporation),
    getActs: (siren: string) => depositedActs(siren, (act) => !act.is_articles_of_incorporation),
    async getInsolvencyProceedings(siren: string): Promise<InsolvencyProceeding[]> {
      await facts(siren);
      return (await findInsolvencyProceedings(pool, siren)).map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        status: row.status,
        opened_at: row.opened_at,
        closed_at: row.closed_at,
        court: row.court,
        last_judgment: { label: row.last_judgment_label, date: row.last_judgment_date },
      }));
    },
    async getCommercialAdvertisements(
      siren: string,
      query: { page: number; per_page: number; family?: string | undefined },
    ): Promise<Page<CommercialAdvertisement>> {
      const company = await facts(siren);
      // A sole trader's notices spell their name and address: not shown for a non-diffusible one.
      const hideContent = !isDiffusible(company.diffusion_status) && legalFormGroup(company.legal_category_code) === 'individual';
      const { rows, total } = await findAnnouncementsPage(pool, siren, query.family ?? null, query.per_page, (query.page - 1) * query.per_page);
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          source_id: row.source_id,
          family: row.family,
          type_label: row.type_label,
          published_at: row.published_at,
          bodacc_edition: row.bodacc_edition,
          bodacc_number: row.bodacc_number,
          announcement_number: row.announcement_number,
          court: row.court,
          city: row.city,
          content: hideContent && row.content !== null ? '[ND]' : row.content,
          cancelled: row.cancelled,
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },
    async getAgreements(siren: string): Promise<CollectiveAgreement[]> {
      await facts(siren);
      return findAgreements(pool, siren);
    },
    /** No open-data source of stock listings is imported: the list is empty for every company. */
    async getStockMarkets(siren: string): Promise<StockListing[]> {
      await facts(siren);
      return [];
    },
  };
}
