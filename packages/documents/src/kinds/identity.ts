import type { CompanyProfile } from '@registre/domain';
import { codeLabelFr, dateFr, headOfficeFr, sirenFr } from '../format/french-text';
import type { IdentityBlock } from '../model/document-model';

/** The company's identity block: name, SIREN with spaces, legal form, head office, status. */
export function companyIdentity(company: CompanyProfile): IdentityBlock {
  const rows: [string, string][] = [
    ['SIREN', sirenFr(company.siren)],
    ['Forme juridique', codeLabelFr(company.legal_form)],
    ['Siège', headOfficeFr(company)],
  ];
  if (company.rcs) rows.push(['Immatriculation', company.rcs.number]);
  rows.push(['Situation', situationFr(company)]);
  return { name: company.sigle ? `${company.name} (${company.sigle})` : company.name, rows };
}

/** `Active`, `Fermée le 3 mars 2020`, or `Fermée` without a known date. */
export function situationFr(company: Pick<CompanyProfile, 'status' | 'closure_date'>): string {
  if (company.status === 'active') return 'Active';
  return company.closure_date ? `Fermée le ${dateFr(company.closure_date)}` : 'Fermée';
}

