import type { Pool } from 'pg';
import { companyReads } from './company-reads';
import { companyEstablishmentsService } from './establishments-service';
import { companyFinancesService } from './finances-service';
import { companyIntellectualPropertyService } from './intellectual-property-service';
import { companyLegalRecordsService } from './legal-records-service';
import { companyProfileService } from './profile-service';
import { companyRepresentativesService } from './representatives-service';

export type { Page } from './company-reads';

export interface CompaniesServiceOptions {
  /**
   * Read the company's facts, annual accounts and section counts once and share them between
   * the section reads of this service instance (one instance per request: the company page reads
   * every section at once).
   */
  shareReads?: boolean;
}

/**
 * Reads of a company's profile and of each of its sections, one small service per section over
 * shared reads. Every read answers 404 for an unknown SIREN.
 */
export function companiesService(pool: Pool, clock: () => Date = () => new Date(), options: CompaniesServiceOptions = {}) {
  const reads = companyReads(pool, options.shareReads ?? false);
  return {
    ...companyProfileService(reads),
    ...companyFinancesService(reads, clock),
    ...companyLegalRecordsService(reads),
    ...companyEstablishmentsService(reads),
    ...companyIntellectualPropertyService(reads),
    ...companyRepresentativesService(reads),
  };
}

export type CompaniesService = ReturnType<typeof companiesService>;
