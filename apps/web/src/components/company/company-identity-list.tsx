import { formatCompanyId, formatDateFr, type CompanyIdentity } from '@registre/domain';
import type { ReactNode } from 'react';
import { DefinitionList, type DefinitionRow } from '@/components/ui/definition-list';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { HeadOfficeAddress } from './head-office-address';

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

function codeAndLabel(
  field: CompanyIdentity['legal_form'] | CompanyIdentity['naf'],
  withLabel: (code: string, label: string) => string,
): ReactNode {
  if (!field) return <TextValue value={null} />;
  return field.label ? withLabel(field.code, field.label) : field.code;
}

/** The company's legal identity as a definition list (semantic `<dl>`), then `extraRows` when given. */
export function CompanyIdentityList({ company, extraRows = [] }: { company: CompanyIdentity; extraRows?: readonly DefinitionRow[] }) {
  const t = getT('company');
  const rows: DefinitionRow[] = [
    { key: 'siren', term: t('identity.siren'), value: nowrap(formatCompanyId(company.siren)) },
    {
      key: 'siret',
      term: t('identity.headOfficeSiret'),
      value: company.head_office ? nowrap(formatCompanyId(company.head_office.siret)) : <TextValue value={null} />,
    },
    {
      key: 'legal-form',
      term: t('identity.legalForm'),
      value: codeAndLabel(company.legal_form, (code, label) => t('identity.legalFormValue', { code, label })),
    },
    {
      key: 'activity',
      term: t('identity.activity'),
      value: codeAndLabel(company.naf, (code, label) => t('identity.activityValue', { code, label })),
    },
    {
      key: 'creation-date',
      term: t('identity.creationDate'),
      value: company.creation_date ? formatDateFr(company.creation_date) : <TextValue value={null} />,
    },
    { key: 'address', term: t('identity.headOfficeAddress'), value: <HeadOfficeAddress headOffice={company.head_office} /> },
    { key: 'vat', term: t('identity.vatNumber'), value: <TextValue value={company.vat_number} /> },
  ];
  if (company.sigle) {
    rows.splice(1, 0, { key: 'sigle', term: t('identity.acronym'), value: <TextValue value={company.sigle} /> });
  }
  rows.push(...extraRows);

  return <DefinitionList rows={rows} />;
}
