import { formatDateFr, formatNumberFr, type BalanceSheet, type DocumentAvailabilityItem } from '@registre/domain';
import { RowOrderButton } from '@/components/orders/row-order-button';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';
import { SeeAllLink } from './see-all-link';

/** Annual accounts filed, newest first, the public ones with their order button, and the way to the accounts page. */
export function BalanceSheetsSection({ siren, balanceSheets, availability }: { siren: string; balanceSheets: readonly BalanceSheet[]; availability: DocumentAvailabilityItem | undefined }) {
  const t = getT(['company', 'orders']);
  return (
    <CompanySection id="bilans" empty={balanceSheets.length === 0}>
      <DataTable
        caption={t('sections.bilans')}
        captionHidden
        columns={[
          t('balanceSheets.fiscalYearEnd'),
          t('balanceSheets.duration'),
          t('balanceSheets.type'),
          t('balanceSheets.access'),
          t('balanceSheets.published'),
          t('orders:order-button'),
        ]}
        rows={balanceSheets.map((sheet) => ({
          key: sheet.fiscal_year_end,
          cells: [
            formatDateFr(sheet.fiscal_year_end),
            sheet.duration_months === null ? <TextValue key="d" value={null} /> : t('balanceSheets.durationValue', { count: sheet.duration_months }),
            sheet.balance_type ? t(`balanceSheets.types.${sheet.balance_type}`) : <TextValue key="t" value={null} />,
            sheet.confidential ? t('balanceSheets.confidential') : t('balanceSheets.public'),
            sheet.published_at ? formatDateFr(sheet.published_at) : <TextValue key="p" value={null} />,
            sheet.confidential ? null : (
              <RowOrderButton key="order" availability={availability} siren={siren} body={{ fiscal_year_end: sheet.fiscal_year_end }} documentName={t('orders:choices.fiscal-year', { date: formatDateFr(sheet.fiscal_year_end) })} />
            ),
          ],
        }))}
      />
      <SeeAllLink href={`/comptes-annuels/${siren}`} label={`${t('balanceSheets.seeAll')} (${formatNumberFr(balanceSheets.length)})`} />
    </CompanySection>
  );
}
