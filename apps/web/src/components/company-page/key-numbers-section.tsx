import { formatDateFr, formatEurFromCents, formatNumberFr, type KeyNumbers } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DefinitionGrid, type Definition } from './definition-grid';

/** Latest turnover, result and EBITDA, growth, headcount, establishments, age and capital. */
export function KeyNumbersSection({ keyNumbers }: { keyNumbers: KeyNumbers }) {
  const t = getT('company');
  const missing = keyNumbers.figures_unavailable_reason
    ? t(keyNumbers.figures_unavailable_reason === 'confidential' ? 'keyNumbers.confidential' : 'keyNumbers.hidden')
    : null;
  const money = (cents: number | null) => (cents !== null ? formatEurFromCents(cents) : (missing ?? <TextValue value={null} />));
  const items: Definition[] = [];
  if (keyNumbers.fiscal_year_end) {
    const year = t('keyNumbers.fiscalYear', { date: formatDateFr(keyNumbers.fiscal_year_end) });
    items.push(
      { key: 'turnover', term: `${t('keyNumbers.turnover')} (${year})`, value: money(keyNumbers.turnover_cents) },
      { key: 'net-result', term: t('keyNumbers.netResult'), value: money(keyNumbers.net_result_cents) },
      { key: 'ebitda', term: t('keyNumbers.ebitda'), value: money(keyNumbers.ebitda_cents) },
    );
    if (keyNumbers.turnover_growth !== null) {
      const sign = keyNumbers.turnover_growth > 0 ? '+' : '';
      items.push({ key: 'growth', term: t('keyNumbers.growth'), value: t('keyNumbers.growthValue', { value: `${sign}${formatNumberFr(keyNumbers.turnover_growth, { maximumFractionDigits: 1 })}` }) });
    }
  }
  if (keyNumbers.headcount?.band.label) items.push({ key: 'headcount', term: t('keyNumbers.headcount'), value: keyNumbers.headcount.band.label });
  if (keyNumbers.employees !== null) items.push({ key: 'employees', term: t('keyNumbers.employees'), value: formatNumberFr(keyNumbers.employees) });
  if (keyNumbers.establishments > 0) {
    items.push({
      key: 'establishments',
      term: t('keyNumbers.establishments'),
      value: t('keyNumbers.establishmentsValue', { open: formatNumberFr(keyNumbers.open_establishments), total: formatNumberFr(keyNumbers.establishments) }),
    });
  }
  if (keyNumbers.age_years !== null) items.push({ key: 'age', term: t('keyNumbers.age'), value: t('keyNumbers.ageValue', { count: keyNumbers.age_years }) });
  if (keyNumbers.share_capital) items.push({ key: 'capital', term: t('keyNumbers.capital'), value: formatEurFromCents(keyNumbers.share_capital.amount_cents) });
  return (
    <CompanySection id="chiffres-cles" empty={items.length === 0}>
      <DefinitionGrid items={items} />
    </CompanySection>
  );
}
