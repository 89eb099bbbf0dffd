import Typography from '@mui/material/Typography';
import { formatDateFr, formatEurFromCents, formatNumberFr, type ComparedIndicator, type ComparisonData } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';

function formatIndicator(indicator: ComparedIndicator, value: number | null, noValue: string): string {
  if (value === null) return noValue;
  if (indicator.unit === 'cents') return formatEurFromCents(Math.round(value));
  return formatNumberFr(value, { maximumFractionDigits: indicator.unit === 'ratio' ? 2 : 1 });
}

/** The company's key ratios against the quartiles of its sector (NAF subclass, or division). */
export function SectorComparisonSection({ comparison }: { comparison: ComparisonData }) {
  const t = getT('company');
  const noValue = t('finance.noValue');
  const indicators = comparison.indicators.filter((indicator) => indicator.sector !== null || indicator.value !== null);
  const sector = indicators.find((indicator) => indicator.sector !== null)?.sector ?? null;
  return (
    <CompanySection id="comparaison-sectorielle" empty={indicators.length === 0 || comparison.fiscal_year_end === null}>
      {comparison.fiscal_year_end ? <Typography sx={{ mb: 1 }}>{t('comparison.intro', { date: formatDateFr(comparison.fiscal_year_end) })}</Typography> : null}
      {sector ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('comparison.sector')} : {t('comparison.sectorValue', { level: t(`comparison.levels.${sector.level}`), code: sector.code, count: sector.peer_count })}
          {comparison.naf?.label && sector.level === 'subclass' ? ` (${comparison.naf.label})` : comparison.division?.label && sector.level === 'division' ? ` (${comparison.division.label})` : null}
        </Typography>
      ) : null}
      <DataTable
        caption={t('sections.comparaison-sectorielle')}
        captionHidden
        columns={[
          t('comparison.indicator'),
          { header: t('comparison.company'), numeric: true },
          { header: t('comparison.q1'), numeric: true },
          { header: t('comparison.median'), numeric: true },
          { header: t('comparison.q3'), numeric: true },
          t('comparison.position'),
        ]}
        rows={indicators.map((indicator) => ({
          key: indicator.indicator,
          cells: [
            t(`comparison.indicators.${indicator.indicator}`),
            formatIndicator(indicator, indicator.value, noValue),
            formatIndicator(indicator, indicator.q1, noValue),
            formatIndicator(indicator, indicator.median, noValue),
            formatIndicator(indicator, indicator.q3, noValue),
            indicator.position ? t(`comparison.positions.${indicator.position}`) : noValue,
          ],
        }))}
      />
    </CompanySection>
  );
}
