import { companyPath, type SimilarCompany } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';

/** Companies of the same activity with their head office in the same department. */
export function SimilarCompaniesSection({ companies }: { companies: readonly SimilarCompany[] }) {
  const t = getT('company');
  return (
    <CompanySection id="entreprises-similaires" empty={companies.length === 0}>
      <DataTable
        caption={t('sections.entreprises-similaires')}
        captionHidden
        columns={[
          t('similar.name'),
          t('similar.city'),
          t('similar.activity'),
          t('similar.status'),
        ]}
        rows={companies.map((company) => ({
          key: company.siren,
          cells: [
            <AppLink key="name" href={companyPath(company.siren, company.name)} prefetch={false}>
              {company.name}
            </AppLink>,
            <TextValue key="city" value={[company.postcode, company.city].filter(Boolean).join(' ')} />,
            <TextValue key="naf" value={company.naf?.label ?? company.naf?.code} />,
            company.status === 'active' ? t('status.active') : t('status.closed'),
          ],
        }))}
      />
    </CompanySection>
  );
}
