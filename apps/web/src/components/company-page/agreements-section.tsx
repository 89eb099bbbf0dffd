import type { CollectiveAgreement, DocumentAvailabilityItem } from '@registre/domain';
import { RowOrderButton } from '@/components/orders/row-order-button';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';

/** Collective labour agreements that apply in the company, each with the order of its summary sheet. */
export function AgreementsSection({ siren, agreements, availability }: { siren: string; agreements: readonly CollectiveAgreement[]; availability: DocumentAvailabilityItem | undefined }) {
  const t = getT(['company', 'orders']);
  return (
    <CompanySection id="conventions-collectives" empty={agreements.length === 0}>
      <DataTable
        caption={t('sections.conventions-collectives')}
        captionHidden
        columns={[
          t('agreements.idcc'),
          t('agreements.title'),
          t('orders:order-button'),
        ]}
        rows={agreements.map((agreement) => ({
          key: agreement.idcc,
          cells: [
            agreement.idcc,
            agreement.title,
            <RowOrderButton key="order" availability={availability} siren={siren} body={{ idcc: agreement.idcc }} documentName={`IDCC ${agreement.idcc} ${agreement.title}`} />,
          ],
        }))}
      />
    </CompanySection>
  );
}
