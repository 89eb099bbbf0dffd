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
  rows.push(['Situation', company.status === 'active' ? 'Active' : `Fermée${company.closure_date ? ` le ${dateFr(company.closure_date)}` : ''}`]);
  return { name: company.sigle ? `${company.name} (${company.sigle})` : company.name, rows };
}

/** `fiche-registre-552032534`. */
export const fileStem = (prefix: string, siren: string) => `${prefix}-${siren}`;
