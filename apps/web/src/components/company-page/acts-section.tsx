import { formatDateFr, formatNumberFr, type CompanyPageData, type DocumentAvailabilityItem } from '@registre/domain';
import { RowOrderButton } from '@/components/orders/row-order-button';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';
import { SeeAllLink } from './see-all-link';

/** Acts and articles of incorporation filed with the registry, newest first, each public one with its order button. */
export function ActsSection({ siren, acts, availability }: { siren: string; acts: CompanyPageData['acts']; availability: DocumentAvailabilityItem | undefined }) {
  const t = getT(['company', 'orders']);
  // No order column when no act can be ordered (acts come from INPI: none without its access).
  const orderable = availability?.available === true;
  return (
    <CompanySection id="actes" empty={acts.meta.total === 0}>
      <DataTable
        caption={t('sections.actes')}
        captionHidden
        columns={[
          t('acts.date'),
          t('acts.type'),
          t('acts.description'),
          ...(orderable ? [t('orders:order-button')] : []),
        ]}
        rows={acts.data.map((act) => ({
          key: String(act.id),
          cells: [
            act.filing_date ? formatDateFr(act.filing_date) : <TextValue key="d" value={null} />,
            [act.act_type ?? (act.is_articles_of_incorporation ? t('acts.articles') : null), act.confidential ? `(${t('acts.confidential')})` : null].filter(Boolean).join(' ') || <TextValue key="t" value={null} />,
            <TextValue key="description" value={act.description} />,
            ...(orderable
              ? [
                  act.filing_number && !act.confidential ? (
                    <RowOrderButton key="order" availability={availability} siren={siren} body={{ filing_number: act.filing_number }} documentName={`${t('acts.orderName')} ${act.filing_number}`} />
                  ) : null,
                ]
              : []),
          ],
        }))}
      />
      <SeeAllLink href={`/actes-et-statuts/${siren}`} label={`${t('acts.seeAll')} (${formatNumberFr(acts.meta.total)})`} />
    </CompanySection>
  );
}
