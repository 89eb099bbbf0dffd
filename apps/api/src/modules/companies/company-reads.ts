import type { Pool } from 'pg';
import { pageMeta, type CompanyIdentity, type DepositedAct, type PageMeta } from '@registre/domain';
import { NotFoundError } from '../../errors/http-errors';
import { sharedReads } from '../../http/shared-reads';
import { findFinancialStatements, type FinancialStatementRow } from './financial-statements-queries';
import { presentCompanyIdentity } from './present-company-identity';
import { countSections, findCompanyFacts, type CompanyFactsRow } from './profile-queries';
import { findCompanyIdentity } from './queries';
import { findDepositedActs, type DepositedActRow } from './register-section-queries';

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export const NOT_FOUND = 'errors:company.not-found';
/** Articles of incorporation among deposited acts: "Statuts", "Statuts constitutifs", "Statuts mis à jour"… */
const ARTICLES = /statut/i;

/** Whole lists answered as one page (`requestedPage` null): per_page is the list's length. */
export const wholeListMeta = (total: number): PageMeta => pageMeta(1, Math.max(1, total), total);

export const LIST_PER_PAGE = 20;

export function presentDepositedAct(row: DepositedActRow): DepositedAct {
  return {
    id: Number(row.id),
    filing_number: row.filing_number,
    filing_date: row.filing_date,
    act_type: row.act_type,
    description: row.description,
    confidential: row.confidential,
    is_articles_of_incorporation: ARTICLES.test(row.act_type ?? ''),
  };
}

export const cents = (value: string | null) => (value === null ? null : Number(value));

export function ageInYears(creationDate: string | null, today: Date): number | null {
  if (!creationDate) return null;
  const [year, month, day] = creationDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return Math.max(0, age);
}

/**
 * The reads every section service starts from: the company's facts (404 for an unknown SIREN),
 * identity, annual accounts, section counts and deposited acts, each read once per instance when
 * `shareReads` is on.
 */
export function companyReads(pool: Pool, shareReads: boolean) {
  const once = sharedReads(shareReads);
  const financialStatements = (siren: string) => once(`statements:${siren}`, () => findFinancialStatements(pool, siren));
  const sectionCounts = (siren: string) => once(`counts:${siren}`, () => countSections(pool, siren));

  async function facts(siren: string): Promise<CompanyFactsRow> {
    const row = await once(`facts:${siren}`, () => findCompanyFacts(pool, siren));
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  async function identity(siren: string): Promise<CompanyIdentity> {
    const row = await findCompanyIdentity(pool, siren);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return presentCompanyIdentity(row);
  }

  async function statements(siren: string): Promise<FinancialStatementRow[]> {
    await facts(siren);
    return financialStatements(siren);
  }

  async function depositedActs(siren: string, keep: (act: DepositedAct) => boolean): Promise<DepositedAct[]> {
    await facts(siren);
    return (await findDepositedActs(pool, siren)).map(presentDepositedAct).filter(keep);
  }

  return { pool, facts, identity, statements, financialStatements, sectionCounts, depositedActs };
}

export type CompanyReads = ReturnType<typeof companyReads>;
