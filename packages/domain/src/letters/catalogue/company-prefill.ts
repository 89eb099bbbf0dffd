import type { CompanyProfile } from '../../contracts/company/company-profile';
import { formatCompanyId } from '../../company-id/format-company-id';
import { formatEurFromCents } from '../../format/format-eur-from-cents';
import type { CompanyPrefillKey } from './template-field';

const ND = '[ND]';

const known = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '' && value !== ND;

/** The head office on one line (`12 rue de la Roquette, 75011 Paris`), unless hidden or unknown. */
function headOffice(profile: CompanyProfile): string | undefined {
  const office = profile.head_office;
  if (!office || !known(office.address)) return undefined;
  return [office.address, [office.postcode, office.city].filter(known).join(' ')].filter(known).join(', ');
}

/**
 * What the register fills in a template when the user picks a company: its identity, head office
 * and legal representative (the main leader, chosen by the role preference order). A company that
 * is not diffusible, or a sole trader (a private person), is never prefilled: an empty result.
 */
export function companyPrefill(profile: CompanyProfile): Partial<Record<CompanyPrefillKey, string>> {
  if (!profile.is_diffusible || profile.legal_form_group === 'individual' || !known(profile.name)) return {};
  const leader = profile.main_leader;
  const values: Partial<Record<CompanyPrefillKey, string | undefined>> = {
    companyName: profile.name,
    companyForm: profile.legal_form?.label ?? undefined,
    companyCapital: profile.share_capital ? formatEurFromCents(profile.share_capital.amount_cents, { plainSpaces: true }) : undefined,
    companyAddress: headOffice(profile),
    companySiren: formatCompanyId(profile.siren, ' '),
    companyRcsCity: profile.rcs?.city ?? undefined,
    signatoryName: leader && known(leader.name) ? leader.name : undefined,
    signatoryRole: leader && known(leader.name) && known(leader.role.label) ? leader.role.label : undefined,
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [CompanyPrefillKey, string] => known(entry[1])));
}
