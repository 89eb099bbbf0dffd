import { formatCompanyId, formatDateFr, formatEurFromCents, formatNumberFr, type SubScore } from '@registre/domain';
import type { ReactNode } from 'react';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import type { ComparedCompany } from '@/lib/comparator/get-compared-company';
import { ComparisonTable, type ComparisonRow } from './comparison-table';

type Row = [label: string, cell: (company: ComparedCompany) => ReactNode];

const euros = (cents: number) => formatEurFromCents(cents);

/** The four groups of the comparison (identity, key numbers, ratios, pole score), one table each. */
export function ComparisonGroups({ companies }: { companies: readonly ComparedCompany[] }) {
  const t = getT('comparator');
  const percent = (value: number) => t('values.percent', { value: formatNumberFr(value, { maximumFractionDigits: 1 }) });
  const ratio = (value: number) => formatNumberFr(value, { maximumFractionDigits: 2 });
  /** A grade with its points, or why there is none (docs/scoring.md), or the dash. */
  const grade = (score: SubScore | undefined) =>
    score?.grade === null && score.reason !== null ? (
      t(`scoreReasons.${score.reason}`)
    ) : (
      <CellValue value={score?.grade} format={(letter) => t('values.grade', { grade: letter, points: score?.points ?? 0 })} />
    );
  /** A key figure, or the reason it is missing when the latest accounts were filed confidential. */
  const figure = (company: ComparedCompany, cents: number | null | undefined) =>
    company.keyNumbers?.figures_unavailable_reason === 'confidential' ? t('values.confidential') : <CellValue value={cents} format={euros} />;

  const groups: Array<[title: string, rows: Row[]]> = [
    [
      t('groups.identity'),
      [
        [t('rows.siren'), ({ profile }) => <span style={{ whiteSpace: 'nowrap' }}>{formatCompanyId(profile.siren)}</span>],
        [t('rows.legalForm'), ({ profile }) => <CellValue value={profile.legal_form?.label ?? profile.legal_form?.code} />],
        [t('rows.activity'), ({ profile }) => <CellValue value={profile.naf} format={(naf) => (naf.label ? `${naf.code} — ${naf.label}` : naf.code)} />],
        [t('rows.creationDate'), ({ profile }) => <CellValue value={profile.creation_date} format={formatDateFr} />],
        [t('rows.city'), ({ profile }) => <CellValue value={profile.head_office?.city} />],
        [
          t('rows.status'),
          ({ profile }) =>
            profile.status === 'active' ? t('values.active') : profile.closure_date ? t('values.closedOn', { date: formatDateFr(profile.closure_date) }) : t('values.closed'),
        ],
        [t('rows.headcount'), ({ profile }) => <CellValue value={profile.headcount?.band.label ?? profile.headcount?.band.code} />],
      ],
    ],
    [
      t('groups.keyNumbers'),
      [
        [t('rows.fiscalYearEnd'), ({ keyNumbers }) => <CellValue value={keyNumbers?.fiscal_year_end} format={formatDateFr} />],
        [t('rows.turnover'), (company) => figure(company, company.keyNumbers?.turnover_cents)],
        [t('rows.netResult'), (company) => figure(company, company.keyNumbers?.net_result_cents)],
        [t('rows.ebitda'), (company) => figure(company, company.keyNumbers?.ebitda_cents)],
        [t('rows.turnoverGrowth'), ({ keyNumbers }) => <CellValue value={keyNumbers?.turnover_growth} format={percent} />],
        [t('rows.shareCapital'), ({ keyNumbers }) => <CellValue value={keyNumbers?.share_capital?.amount_cents} format={euros} />],
        [t('rows.openEstablishments'), ({ keyNumbers }) => <CellValue value={keyNumbers?.open_establishments} format={(count) => formatNumberFr(count)} />],
      ],
    ],
    [
      t('groups.ratios'),
      [
        [t('rows.ratiosYear'), ({ ratios }) => <CellValue value={ratios?.fiscalYearEnd} format={formatDateFr} />],
        [t('rows.netMargin'), ({ ratios }) => <CellValue value={ratios?.values.net_margin} format={percent} />],
        [t('rows.ebitdaMargin'), ({ ratios }) => <CellValue value={ratios?.values.ebitda_margin} format={percent} />],
        [t('rows.equityRatio'), ({ ratios }) => <CellValue value={ratios?.values.equity_ratio} format={percent} />],
        [t('rows.debtRatio'), ({ ratios }) => <CellValue value={ratios?.values.debt_ratio} format={percent} />],
        [t('rows.liquidityRatio'), ({ ratios }) => <CellValue value={ratios?.values.liquidity_ratio} format={ratio} />],
        [
          t('rows.repaymentCapacity'),
          ({ ratios }) => (
            <CellValue value={ratios?.values.repayment_capacity} format={(years) => t('values.years', { count: years, formatted: ratio(years) })} />
          ),
        ],
      ],
    ],
    [
      t('groups.score'),
      [
        [t('rows.overall'), ({ poleScore }) => grade(poleScore?.overall)],
        [t('rows.financialPerformance'), ({ poleScore }) => grade(poleScore?.financial_performance)],
        [t('rows.resilience'), ({ poleScore }) => grade(poleScore?.resilience)],
        [t('rows.industrialProperty'), ({ poleScore }) => grade(poleScore?.industrial_property)],
      ],
    ],
  ];

  const names = companies.map((company) => company.profile.name);
  return (
    <>
      {groups.map(([title, rows]) => (
        <ComparisonTable
          key={title}
          heading={title}
          caption={t('caption', { group: title })}
          companies={names}
          rows={rows.map(([label, cell]): ComparisonRow => ({ label, cells: companies.map(cell) }))}
        />
      ))}
    </>
  );
}
