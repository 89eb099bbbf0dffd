import { formatDateFr, formatNumberFr, type BalanceSheet } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';
import { SeeAllLink } from './see-all-link';

/** Annual accounts filed, newest first, and the way to the accounts page. */
export function BalanceSheetsSection({ siren, balanceSheets }: { siren: string; balanceSheets: readonly BalanceSheet[] }) {
  const t = getT('company');
  return (
    <CompanySection id="bilans" empty={balanceSheets.length === 0}>
      <DataTable
        caption={t('sections.bilans')}
        columns={[
          t('balanceSheets.fiscalYearEnd'),
          t('balanceSheets.duration'),
          t('balanceSheets.type'),
          t('balanceSheets.access'),
          t('balanceSheets.published'),
        ]}
        rows={balanceSheets.map((sheet) => ({
          key: sheet.fiscal_year_end,
          cells: [
            formatDateFr(sheet.fiscal_year_end),
            sheet.duration_months === null ? <TextValue key="d" value={null} /> : t('balanceSheets.durationValue', { count: sheet.duration_months }),
            sheet.balance_type ? t(`balanceSheets.types.${sheet.balance_type}`) : <TextValue key="t" value={null} />,
            sheet.confidential ? t('balanceSheets.confidential') : t('balanceSheets.public'),
            sheet.published_at ? formatDateFr(sheet.published_at) : <TextValue key="p" value={null} />,
          ],
        }))}
      />
      <SeeAllLink href={`/comptes-annuels/${siren}`} label={`${t('balanceSheets.seeAll')} (${formatNumberFr(balanceSheets.length)})`} />
    </CompanySection>
  );
}
