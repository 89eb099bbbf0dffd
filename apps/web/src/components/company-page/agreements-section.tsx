import type { CollectiveAgreement } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';

/** Collective labour agreements that apply in the company. */
export function AgreementsSection({ agreements }: { agreements: readonly CollectiveAgreement[] }) {
  const t = getT('company');
  return (
    <CompanySection id="conventions-collectives" empty={agreements.length === 0}>
      <DataTable
        caption={t('sections.conventions-collectives')}
        columns={[
          t('agreements.idcc'),
          t('agreements.title'),
        ]}
        rows={agreements.map((agreement) => ({ key: agreement.idcc, cells: [agreement.idcc, agreement.title] }))}
      />
    </CompanySection>
  );
}
