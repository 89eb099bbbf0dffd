import { dateFr, numberFr, percentFr } from '../format/french-text';
import type { Block, DocumentModel } from '../model/document-model';
import type { CompanyKindData } from '../model/document-data';
import { companyDocument, tableBlock } from './company-document';
import {
  activityChart,
  balanceSheetSection,
  keyFiguresSection,
  lastFiscalYearEnd,
  poleScoreSections,
  ratioChart,
  ratiosTableBlock,
} from './finance-sections';
import { accountsSource, bodaccSource, scoreSource } from './sources';
import { insolvencyTable } from './tables';

/** `financial-diagnostics`: ratios over the years with charts, as the site's financial section. */
export function financialDiagnostic(data: CompanyKindData<'financial-diagnostics'>): DocumentModel {
  const asOf = accountsSource(lastFiscalYearEnd(data.incomeStatements));
  const charts: Block[] = data.ratios && data.ratios.years.length > 0
    ? [
        { type: 'chart', chart: activityChart(data.incomeStatements) },
        { type: 'chart', chart: ratioChart(data.ratios, 'Rentabilité (%)', '%', [['ebitda_margin', "Marge d'EBE"], ['net_margin', 'Marge nette']]) },
        { type: 'chart', chart: ratioChart(data.ratios, 'Structure financière (%)', '%', [['equity_ratio', 'Autonomie financière'], ['debt_ratio', 'Endettement']]) },
        { type: 'chart', chart: ratioChart(data.ratios, 'Cycle d’exploitation (jours)', 'j', [['working_capital_days', 'BFR'], ['customer_credit_days', 'Crédit clients']]) },
      ]
    : [];
  return companyDocument({
    company: data.company,
    title: 'Diagnostic financier',
    subtitle: "Rentabilité, structure financière et cycle d'exploitation, d'après les comptes annuels publiés",
    stem: 'diagnostic-financier',
    sections: [
      keyFiguresSection(data.incomeStatements),
      { heading: 'Ratios financiers', sources: [asOf], blocks: [ratiosTableBlock(data.ratios)] },
      ...(charts.length > 0 ? [{ heading: 'Évolution', sources: [asOf], blocks: charts }] : []),
      balanceSheetSection(data.balanceSheets),
      {
        heading: 'Méthode',
        sources: [],
        blocks: [
          {
            type: 'notice',
            text:
              "Ratios calculés à partir des comptes annuels déposés et publiés. Autonomie financière : capitaux propres / total du bilan. Endettement : dettes financières / capitaux propres. " +
              "BFR : besoin en fonds de roulement en jours de chiffre d'affaires. Un exercice déposé confidentiel n'a pas de ratio.",
          },
        ],
      },
    ],
  });
}

/** `balance-sheets`: the figures of the filed annual accounts (one year when the order names it). */
export function annualAccounts(data: CompanyKindData<'balance-sheets'>): DocumentModel {
  const pick = <T extends { fiscal_year_end: string }>(items: T[]) => (data.fiscalYearEnd ? items.filter((i) => i.fiscal_year_end === data.fiscalYearEnd) : items);
  return companyDocument({
    company: data.company,
    title: data.fiscalYearEnd ? `Comptes annuels — exercice clos le ${dateFr(data.fiscalYearEnd)}` : 'Comptes annuels — chiffres publiés',
    subtitle: 'Compte de résultat et bilan tels que publiés au registre',
    stem: 'comptes-annuels',
    sections: [
      { ...keyFiguresSection(pick(data.incomeStatements), 10), heading: 'Compte de résultat' },
      balanceSheetSection(pick(data.balanceSheets), 10),
      {
        heading: 'À propos de ce document',
        sources: [],
        blocks: [{ type: 'notice', text: 'Les comptes annuels déposés eux-mêmes (liasse PDF) sont délivrés par l’INPI lorsque notre accès à son API est configuré.' }],
      },
    ],
  });
}

/** `pole-score-grades`: the Pole Score report with the model's detail. */
export function poleScoreReport(data: CompanyKindData<'pole-score-grades'>): DocumentModel {
  return companyDocument({
    company: data.company,
    title: 'Rapport Pole Score',
    subtitle: 'Note de santé financière de A à F, calculée selon une méthode publiée',
    stem: 'pole-score',
    sections: poleScoreSections(data.poleScore),
  });
}

type Ratios = NonNullable<NonNullable<CompanyKindData<'afdcc-diagnostics'>['ratios']>['years'][number]['ratios']>;

/** Each AFDCC-style ratio with the threshold read as "favourable". */
const AFDCC_RATIOS: readonly [keyof Ratios, string, (v: number) => boolean, string][] = [
  ['ebitda_margin', "Marge d'EBE (EBE / CA)", (v) => v >= 5, '≥ 5 %'],
  ['interest_coverage', 'Couverture des frais financiers (EBE / intérêts)', (v) => v >= 3, '≥ 3'],
  ['working_capital_days', 'Besoin en fonds de roulement (jours de CA)', (v) => v <= 60, '≤ 60 j'],
  ['repayment_capacity', 'Capacité de remboursement (dettes / CAF, années)', (v) => v <= 4, '≤ 4 ans'],
  ['cash_flow_to_turnover', "Capacité d'autofinancement / CA", (v) => v >= 3, '≥ 3 %'],
  ['equity_ratio', 'Autonomie financière', (v) => v >= 20, '≥ 20 %'],
];

/** `afdcc-diagnostics`: the AFDCC ratio families on the latest published year. */
export function afdccDiagnostic(data: CompanyKindData<'afdcc-diagnostics'>): DocumentModel {
  const latest = data.ratios ? [...data.ratios.years].reverse().find((y) => y.ratios !== null) ?? null : null;
  const ratios = latest?.ratios ?? null;
  const rows = AFDCC_RATIOS.map(([key, label, favourable, threshold]) => {
    const value = ratios?.[key] ?? null;
    return [label, value === null ? null : key.endsWith('days') ? `${numberFr(value, 0)} j` : key === 'interest_coverage' || key === 'repayment_capacity' ? numberFr(value, 2) : percentFr(value), threshold, value === null ? null : favourable(value) ? 'Favorable' : 'À surveiller'];
  });
  const favourableCount = rows.filter((row) => row[3] === 'Favorable').length;
  const known = rows.filter((row) => row[3] !== null).length;
  return companyDocument({
    company: data.company,
    title: 'Diagnostic de solvabilité (ratios de type AFDCC)',
    subtitle: `Les familles de ratios de la méthode AFDCC, sur le dernier exercice publié${latest ? ` (clos le ${dateFr(latest.fiscal_year_end)})` : ''}`,
    stem: 'diagnostic-afdcc',
    sections: [
      {
        heading: 'Ratios',
        sources: [accountsSource(latest?.fiscal_year_end ?? null)],
        blocks: [
          tableBlock(
            {
              columns: [
                { header: 'Ratio', type: 'text', width: 40 },
                { header: 'Valeur', type: 'text', width: 12 },
                { header: 'Repère', type: 'text', width: 10 },
                { header: 'Lecture', type: 'text', width: 14 },
              ],
              rows: ratios ? rows : [],
            },
            'Aucun exercice publié avec ses chiffres : le diagnostic ne peut pas être calculé.',
          ),
          { type: 'paragraph', text: known > 0 ? `${favourableCount} ratio${favourableCount > 1 ? 's' : ''} favorable${favourableCount > 1 ? 's' : ''} sur ${known} calculable${known > 1 ? 's' : ''}.` : 'Aucun ratio calculable.' },
        ],
      },
      keyFiguresSection(data.incomeStatements, 3),
      {
        heading: 'Méthode',
        sources: [],
        blocks: [
          {
            type: 'notice',
            text:
              "Le score AFDCC officiel est calculé par l'Association française des credit managers et conseils à partir de la liasse fiscale complète. " +
              'Ce diagnostic en reprend les familles de ratios avec les chiffres publiés ; il n’est pas le score AFDCC lui-même.',
          },
        ],
      },
    ],
  });
}

/** `solvency-scores`: resilience grade, solvency ratios and proceedings. */
export function solvencyScore(data: CompanyKindData<'solvency-scores'>): DocumentModel {
  const resilience = data.poleScore?.resilience ?? null;
  return companyDocument({
    company: data.company,
    title: 'Score de solvabilité',
    subtitle: 'Capacité de l’entreprise à faire face à ses engagements',
    stem: 'score-solvabilite',
    sections: [
      {
        heading: 'Note de résilience',
        sources: [scoreSource(data.poleScore?.fiscal_year_end ?? null)],
        blocks: [
          resilience?.grade
            ? { type: 'grade', label: 'Résilience', grade: resilience.grade, caption: `${resilience.points ?? 0} points sur 100` }
            : { type: 'grade', label: 'Résilience', grade: '–', caption: 'Non noté : données financières insuffisantes' },
        ],
      },
      {
        heading: 'Ratios de solvabilité',
        sources: [accountsSource(data.ratios ? lastFiscalYearEnd(data.ratios.years) : null)],
        blocks: [ratiosTableBlock(data.ratios, ['equity_ratio', 'debt_ratio', 'liquidity_ratio', 'interest_coverage', 'repayment_capacity'])],
      },
      {
        heading: 'Procédures collectives',
        sources: [bodaccSource(data.sources)],
        blocks: [tableBlock(insolvencyTable(data.insolvencyProceedings), 'Aucune procédure collective publiée au BODACC.')],
      },
      ...poleScoreSections(data.poleScore).slice(1),
    ],
  });
}
