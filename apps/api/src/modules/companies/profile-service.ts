import {
  isDiffusible,
  legalFormGroup,
  eoriNumberFromSiren,
  rcsNumber,
  type CompanyDocumentFacts,
  type CompanyPaymentData,
  type CompanyProfile,
  type ShareCapital,
} from '@registre/domain';
import { NotFoundError } from '../../errors/http-errors';
import { findCapitalNotices } from './announcements-queries';
import { presentCompanyIdentity } from './present-company-identity';
import { mainLeaderOf, presentMainLeader } from './present-representatives';
import { presentShareCapital } from './present-share-capital';
import { findCompanyProfile } from './profile-queries';
import { cents, NOT_FOUND, type CompanyReads } from './company-reads';

/** The company's identity, profile, payment data, share capital and the facts behind document availability. */
export function companyProfileService(reads: CompanyReads) {
  const { pool, facts, identity, sectionCounts } = reads;
  return {
    getIdentity: identity,
    async getProfile(siren: string): Promise<CompanyProfile> {
      const profile = await findCompanyProfile(pool, siren);
      if (!profile) throw new NotFoundError(NOT_FOUND);
      const base = presentCompanyIdentity(profile);
      const group = legalFormGroup(base.legal_form?.code);
      const capital = cents(profile.share_capital_cents);
      const registered = group !== 'non-profit' && (profile.rcs_registration_date !== null || profile.registry_city !== null);
      return {
        ...base,
        legal_form_group: group,
        share_capital: capital === null ? null : { amount_cents: capital, currency: profile.capital_currency ?? 'EUR' },
        corporate_purpose: profile.corporate_purpose,
        rcs: registered
          ? { city: profile.registry_city, number: rcsNumber(siren, profile.registry_city), registration_date: profile.rcs_registration_date }
          : null,
        eori_number: eoriNumberFromSiren(siren),
        headcount: profile.headcount_band
          ? { band: { code: profile.headcount_band, label: profile.headcount_band_label }, year: profile.headcount_year }
          : null,
        company_category: profile.company_category,
        ess: profile.ess,
        mission_company: profile.mission_company,
        employer: profile.employer,
        main_leader: presentMainLeader(mainLeaderOf(profile.leader_candidates)),
        counts: {
          establishments: profile.establishments,
          open_establishments: profile.open_establishments,
          representatives: profile.representatives,
          balance_sheets: profile.financial_statements,
          acts: profile.acts,
          insolvency_proceedings: profile.insolvency_proceedings,
          commercial_advertisements: profile.commercial_advertisements,
          brands: profile.brands,
          patents: profile.patents,
          agreements: profile.agreements,
        },
      };
    },
    async getPaymentData(siren: string): Promise<CompanyPaymentData> {
      const { name, legal_form, head_office, vat_number } = await identity(siren);
      return { siren, name, legal_form, head_office, vat_number };
    },
    async getShareCapital(siren: string): Promise<ShareCapital> {
      const [company, notices] = await Promise.all([facts(siren), findCapitalNotices(pool, siren)]);
      return presentShareCapital({ cents: cents(company.share_capital_cents), currency: company.capital_currency }, notices);
    },
    /** What the register holds about the company, for the document-availability rules. */
    async getDocumentFacts(siren: string): Promise<CompanyDocumentFacts> {
      const [company, counts] = await Promise.all([facts(siren), sectionCounts(siren)]);
      return {
        legalFormGroup: legalFormGroup(company.legal_category_code),
        closed: company.administrative_status === 'C',
        diffusible: isDiffusible(company.diffusion_status),
        hasHeadOffice: company.head_office_nic !== null,
        hasActivityCode: company.naf_code !== null,
        financialStatements: counts.financial_statements,
        publicFinancialStatements: counts.public_financial_statements,
        depositedActs: counts.acts,
        trademarks: counts.brands,
        patents: counts.patents,
        announcements: counts.commercial_advertisements,
        insolvencyProceedings: counts.insolvency_proceedings,
        establishments: counts.establishments,
        representatives: counts.representatives,
        collectiveAgreements: counts.agreements,
      };
    },
  };
}
