import type {
  BalanceSheetDetail,
  FinancialDiagnosticsStats,
  IncomeStatementDetail,
  PoleScore,
  ScoreReason,
  ScoredIndicator,
  SubScore,
} from '@registre/domain';
import { dateFr, numberFr, percentFr } from '../format/french-text';
import type { Block, Chart, Section } from '../model/document-model';
import { tableBlock } from './company-document';
import { accountsSource, scoreSource } from './sources';
import { balanceSheetsTable, incomeStatementsTable } from './tables';

/** Newest fiscal year end among statements, or null. */
export const lastFiscalYearEnd = (statements: readonly { fiscal_year_end: string }[]) =>
  statements.reduce<string | null>((latest, s) => (latest === null || s.fiscal_year_end > latest ? s.fiscal_year_end : latest), null);

const newestFirst = <T extends { fiscal_year_end: string }>(items: readonly T[]) => [...items].sort((a, b) => b.fiscal_year_end.localeCompare(a.fiscal_year_end));
const oldestFirst = <T extends { fiscal_year_end: string }>(items: readonly T[]) => [...items].sort((a, b) => a.fiscal_year_end.localeCompare(b.fiscal_year_end));

export function keyFiguresSection(incomeStatements: readonly IncomeStatementDetail[], years = 5): Section {
  const rows = newestFirst(incomeStatements).slice(0, years);
  return {
    heading: 'Chiffres clés',
    sources: [accountsSource(lastFiscalYearEnd(incomeStatements))],
    blocks: [tableBlock(incomeStatementsTable(rows), 'Aucun compte annuel publié au registre.')],
  };
}

export function balanceSheetSection(balanceSheets: readonly BalanceSheetDetail[], years = 5): Section {
  return {
    heading: 'Bilan',
    sources: [accountsSource(lastFiscalYearEnd(balanceSheets))],
    blocks: [tableBlock(balanceSheetsTable(newestFirst(balanceSheets).slice(0, years)), 'Aucun bilan publié au registre.')],
  };
}

const INDICATORS: Record<ScoredIndicator, [label: string, unit: 'percent' | 'ratio' | 'years' | 'count']> = {
  net_margin: ['Marge nette', 'percent'],
  ebitda_margin: ["Marge d'EBE", 'percent'],
  turnover_growth: ["Croissance du chiffre d'affaires", 'percent'],
  equity_ratio: ['Autonomie financière', 'percent'],
  debt_ratio: ['Endettement (dettes financières / capitaux propres)', 'percent'],
  liquidity_ratio: ['Liquidité générale', 'ratio'],
  company_age: ["Ancienneté de l'entreprise", 'years'],
  trademarks_in_force: ['Marques en vigueur', 'count'],
  patents: ['Brevets', 'count'],
};

const REASONS: Record<ScoreReason, string> = {
  'company-closed': "l'entreprise est fermée",
  'no-financial-statements': 'aucun compte annuel publié',
  'confidential-statements': 'comptes déposés confidentiels',
  'no-margin-figures': 'marges non publiées',
  'no-balance-sheet-ratios': 'ratios de bilan non publiés',
  'no-graded-component': 'aucune composante notée',
  'unknown-activity': 'activité inconnue',
  'no-current-mandate': 'aucun mandat en cours',
};

export const scoreReasonFr = (reason: ScoreReason | null) => (reason ? REASONS[reason] : 'données insuffisantes');

function indicatorValue(indicator: ScoredIndicator, value: number): string {
  const unit = INDICATORS[indicator][1];
  if (unit === 'percent') return percentFr(value);
  if (unit === 'years') return `${numberFr(value, 0)} ans`;
  return numberFr(value, unit === 'ratio' ? 2 : 0);
}

function gradeBlock(label: string, score: SubScore): Block {
  return score.grade
    ? { type: 'grade', label, grade: score.grade, caption: `${score.points ?? 0} points sur 100${score.capped_by ? ' — plafonnée à F : procédure collective en cours' : ''}` }
    : { type: 'grade', label, grade: '–', caption: `Non noté : ${scoreReasonFr(score.reason)}` };
}

export function poleScoreSections(score: PoleScore | null): Section[] {
  if (!score) {
    return [{ heading: 'Pole Score', sources: [], blocks: [{ type: 'notice', text: "Le Pole Score n'a pas pu être calculé : aucune donnée financière publiée." }] }];
  }
  const subs: [string, SubScore][] = [
    ['Performance financière', score.financial_performance],
    ['Résilience', score.resilience],
    ['Propriété industrielle', score.industrial_property],
  ];
  const indicators = subs.flatMap(([label, sub]) => sub.indicators.map((i) => ({ label, i })));
  return [
    {
      heading: 'Pole Score',
      sources: [scoreSource(score.fiscal_year_end)],
      blocks: [
        gradeBlock('Note globale', score.overall),
        ...subs.map(([label, sub]) => gradeBlock(label, sub)),
        {
          type: 'notice',
          text:
            'Échelle de A (meilleure) à F, lue sur 0 à 100 points. Chaque indicateur reçoit des points selon un barème fixe, ' +
            'moyennés avec sa position parmi les quartiles du secteur lorsque ceux-ci existent. Une donnée manquante n’est jamais remplacée.',
        },
      ],
    },
    {
      heading: 'Détail des indicateurs',
      sources: [scoreSource(score.fiscal_year_end)],
      blocks: [
        tableBlock(
          {
            columns: [
              { header: 'Composante', type: 'text', width: 18 },
              { header: 'Indicateur', type: 'text', width: 34 },
              { header: 'Valeur', type: 'text', width: 12 },
              { header: 'Points barème', type: 'number', width: 10 },
              { header: 'Points secteur', type: 'number', width: 10 },
              { header: 'Points retenus', type: 'number', width: 10 },
              { header: 'Secteur de référence', type: 'text', width: 18 },
            ],
            rows: indicators.map(({ label, i }) => [
              label,
              INDICATORS[i.indicator][0],
              indicatorValue(i.indicator, i.value),
              i.absolute_points,
              i.sector_points,
              i.points,
              i.sector ? `NAF ${i.sector.code} (${i.sector.peer_count} entreprises)` : null,
            ]),
          },
          'Aucun indicateur calculable.',
        ),
      ],
    },
  ];
}

const yearLabel = (fiscalYearEnd: string) => fiscalYearEnd.slice(0, 4);

/** Turnover and net result per year, in euros, oldest first. */
export function activityChart(incomeStatements: readonly IncomeStatementDetail[]): Chart {
  const years = oldestFirst(incomeStatements).slice(-6);
  const euros = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100);
  return {
    title: "Chiffre d'affaires et résultat net (€)",
    kind: 'bars',
    unit: '€',
    categories: years.map((y) => yearLabel(y.fiscal_year_end)),
    series: [
      { label: "Chiffre d'affaires", values: years.map((y) => euros(y.figures?.turnover_cents)) },
      { label: 'Résultat net', values: years.map((y) => euros(y.figures?.net_result_cents)) },
    ],
  };
}

type RatioKey = keyof NonNullable<FinancialDiagnosticsStats['years'][number]['ratios']>;

export function ratioChart(stats: FinancialDiagnosticsStats, title: string, unit: string, keys: readonly [RatioKey, string][]): Chart {
  const years = oldestFirst(stats.years).slice(-6);
  return {
    title,
    kind: 'line',
    unit,
    categories: years.map((y) => yearLabel(y.fiscal_year_end)),
    series: keys.map(([key, label]) => ({ label, values: years.map((y) => y.ratios?.[key] ?? null) })),
  };
}

const RATIO_ROWS: readonly [RatioKey, string, 'percent' | 'ratio' | 'days' | 'years'][] = [
  ['turnover_growth', "Croissance du chiffre d'affaires", 'percent'],
  ['ebitda_margin', "Marge d'EBE", 'percent'],
  ['net_margin', 'Marge nette', 'percent'],
  ['cash_flow_to_turnover', "Capacité d'autofinancement / CA", 'percent'],
  ['equity_ratio', 'Autonomie financière', 'percent'],
  ['debt_ratio', 'Endettement', 'percent'],
  ['liquidity_ratio', 'Liquidité générale', 'ratio'],
  ['interest_coverage', 'Couverture des intérêts', 'ratio'],
  ['repayment_capacity', 'Capacité de remboursement (années)', 'years'],
  ['working_capital_days', 'BFR (jours de CA)', 'days'],
  ['customer_credit_days', 'Crédit clients (jours)', 'days'],
];

/** Ratios per year: one row per ratio, one column per year (newest last). */
export function ratiosTableBlock(stats: FinancialDiagnosticsStats | null, keys: readonly RatioKey[] = RATIO_ROWS.map(([k]) => k)): Block {
  const years = stats ? oldestFirst(stats.years).slice(-5) : [];
  const rows = RATIO_ROWS.filter(([key]) => keys.includes(key));
  return tableBlock(
    {
      columns: [{ header: 'Ratio', type: 'text', width: 34 }, ...years.map((y) => ({ header: dateFr(y.fiscal_year_end), type: 'text' as const, width: 13 }))],
      rows: years.length === 0 ? [] : rows.map(([key, label, unit]) => [
        label,
        ...years.map((y) => {
          const value = y.ratios?.[key] ?? null;
          if (value === null) return y.ratios_unavailable_reason === 'confidential' ? 'confidentiel' : null;
          return unit === 'percent' ? percentFr(value) : unit === 'days' ? `${numberFr(value, 0)} j` : numberFr(value, 2);
        }),
      ]),
    },
    'Aucun ratio calculable : pas de comptes annuels publiés avec leurs chiffres.',
  );
}
