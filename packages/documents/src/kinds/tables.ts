import {
  headcountBandHasDefinition,
  headcountBandShortLabel,
  ND,
  type BalanceSheetDetail,
  type Brand,
  type CollectiveAgreement,
  type CommercialAdvertisement,
  type CompanyEstablishment,
  type DepositedAct,
  type IncomeStatementDetail,
  type InsolvencyProceeding,
  type Patent,
  type Representative,
} from '@registre/domain';
import { birthFr, codeLabelFr } from '../format/french-text';
import type { Block, Table, TableCell } from '../model/document-model';

const text = (header: string, width: number) => ({ header, type: 'text', width }) as const;
const date = (header: string) => ({ header, type: 'date', width: 11 }) as const;
const identifier = (header: string, width: number) => ({ header, type: 'identifier', width }) as const;
const money = (header: string) => ({ header, type: 'money', width: 15 }) as const;
const percent = (header: string) => ({ header, type: 'percent', width: 10 }) as const;
const count = (header: string) => ({ header, type: 'number', width: 10 }) as const;

const roleLabel = (rep: Representative) => rep.role?.label ?? rep.role?.code ?? null;
const birthOf = (rep: Representative) =>
  rep.person.kind === 'legal' ? null : rep.person.is_diffusible ? (rep.person.birth ? birthFr(rep.person.birth) : null) : ND;

export function representativesTable(representatives: readonly Representative[]): Table {
  return {
    columns: [text('Qualité', 22), text('Nom', 30), text('Naissance (mois et année)', 16), text('Nationalité', 12), date('Début'), date('Fin')],
    rows: representatives.map((rep) => [
      roleLabel(rep),
      rep.person.kind === 'legal' && rep.person.siren ? `${rep.person.name} (SIREN ${rep.person.siren})` : rep.person.name,
      birthOf(rep),
      rep.person.is_diffusible ? rep.person.nationality : rep.person.kind === 'natural' ? ND : rep.person.nationality,
      rep.start_date,
      rep.end_date,
    ]),
  };
}

const streetAndTown = (e: CompanyEstablishment) => [e.address, [e.postcode, e.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;

export function establishmentsTable(establishments: readonly CompanyEstablishment[]): Table {
  return {
    columns: [
      identifier('SIRET', 16),
      text('Siège', 6),
      text('État', 8),
      text('Nom ou enseigne', 22),
      text('Adresse', 34),
      text('Activité (APE)', 26),
      text('Effectif', 16),
      date('Création'),
      date('Fermeture'),
    ],
    rows: establishments.map((e) => [
      e.siret,
      e.is_head_office ? 'Oui' : 'Non',
      e.status === 'open' ? 'Ouvert' : 'Fermé',
      e.name ?? e.signs[0] ?? null,
      streetAndTown(e),
      e.naf ? codeLabelFr(e.naf) : null,
      e.headcount ? `${headcountBandShortLabel(e.headcount.band)}${e.headcount.year ? ` (${e.headcount.year})` : ''}` : null,
      e.creation_date,
      e.closure_date,
    ]),
  };
}

/**
 * Under a table of establishments: INSEE's definition of each headcount band its rows name by a short label
 * (`Unité non employeuse`, `0 salarié au 31/12`), once, rather than on every row; null when no row needs one.
 */
export function headcountLegend(establishments: readonly CompanyEstablishment[]): Block | null {
  const bands = new Map(establishments.flatMap((e) => (e.headcount && headcountBandHasDefinition(e.headcount.band) ? [[e.headcount.band.code, e.headcount.band] as const] : [])));
  if (bands.size === 0) return null;
  const definitions = [...bands.values()].sort((a, b) => a.code.localeCompare(b.code)).map((band) => band.label ?? band.code);
  return { type: 'paragraph', text: `Tranches d’effectif (INSEE) : ${definitions.join(' ; ')}.` };
}

const FAMILY_LABELS: Record<string, string> = {
  creation: 'Création',
  modification: 'Modification',
  sale: 'Vente et cession',
  radiation: 'Radiation',
  insolvency: 'Procédure collective',
  account_filing: 'Dépôt des comptes',
  conciliation: 'Conciliation',
  other: 'Autre',
};

/** The establishments in five columns, for sheets printed upright. */
export function establishmentsBriefTable(establishments: readonly CompanyEstablishment[]): Table {
  return {
    columns: [identifier('SIRET', 17), text('État', 8), text('Adresse', 40), text('APE', 8), date('Création'), date('Fermeture')],
    rows: establishments.map((e) => [e.siret, (e.is_head_office ? 'Siège, ' : '') + (e.status === 'open' ? 'ouvert' : 'fermé'), streetAndTown(e), e.naf?.code ?? null, e.creation_date, e.closure_date]),
  };
}

export const announcementFamilyLabel = (family: string) => FAMILY_LABELS[family] ?? family;

export function announcementsTable(announcements: readonly CommercialAdvertisement[], withContent: boolean): Table {
  // With the text, seven columns: the date and the bulletin's letter keep room for "12/06/2025" and "BODACC" upright.
  const columns = [
    withContent ? { ...date('Parution'), width: 12 } : date('Parution'),
    text('Catégorie', 16),
    text('Type', 22),
    text('BODACC', withContent ? 10 : 8),
    text('N° annonce', 9),
    text('Tribunal', 20),
    ...(withContent ? [text('Texte', 40)] : []),
  ];
  return {
    columns,
    rows: announcements.map((a) => {
      const row: TableCell[] = [
        a.published_at,
        announcementFamilyLabel(a.family) + (a.cancelled ? ' (annulée)' : ''),
        a.type_label,
        a.bodacc_edition,
        a.announcement_number === null ? null : String(a.announcement_number),
        a.court,
      ];
      if (withContent) row.push(a.content);
      return row;
    }),
  };
}

export function actsTable(acts: readonly DepositedAct[]): Table {
  return {
    columns: [date('Dépôt'), text('N° de dépôt', 14), text("Type d'acte", 30), text('Décision ou description', 44), text('Diffusion', 12)],
    rows: acts.map((act) => [act.filing_date, act.filing_number, act.act_type, act.description, act.confidential ? 'Confidentiel' : 'Public']),
  };
}

export function brandsTable(brands: readonly Brand[]): Table {
  return {
    columns: [text('Numéro', 14), text('Marque', 30), date('Dépôt'), text('Statut', 18), text('Classes de Nice', 20)],
    rows: brands.map((b) => [b.number, b.name, b.filing_date, b.status, b.nice_classes.length > 0 ? b.nice_classes.join(', ') : null]),
  };
}

export function patentsTable(patents: readonly Patent[]): Table {
  return {
    columns: [text('Numéro', 16), text('Titre', 50), date('Dépôt'), date('Publication')],
    rows: patents.map((p) => [p.number, p.title, p.filing_date, p.publication_date]),
  };
}

const PROCEEDING_KINDS: Record<string, string> = {
  sauvegarde: 'Sauvegarde',
  sauvegarde_acceleree: 'Sauvegarde accélérée',
  redressement: 'Redressement judiciaire',
  liquidation: 'Liquidation judiciaire',
  retablissement_professionnel: 'Rétablissement professionnel',
};
const PROCEEDING_STATUS: Record<string, string> = { open: 'En cours', plan: 'Plan arrêté', closed: 'Clôturée' };

export const proceedingKindLabel = (kind: string) => PROCEEDING_KINDS[kind] ?? kind;
export const proceedingStatusLabel = (status: string) => PROCEEDING_STATUS[status] ?? status;

export function insolvencyTable(proceedings: readonly InsolvencyProceeding[]): Table {
  return {
    columns: [text('Procédure', 24), text('État', 12), date('Ouverture'), date('Clôture'), text('Tribunal', 24), text('Dernier jugement', 30), date('Date du jugement')],
    rows: proceedings.map((p) => [
      proceedingKindLabel(p.kind),
      proceedingStatusLabel(p.status),
      p.opened_at,
      p.closed_at,
      p.court,
      p.last_judgment.label,
      p.last_judgment.date,
    ]),
  };
}

export function agreementsTable(agreements: readonly CollectiveAgreement[]): Table {
  return {
    columns: [text('IDCC', 8), text('Convention collective', 70)],
    rows: agreements.map((a) => [a.idcc, a.title]),
  };
}

const BALANCE_TYPES: Record<string, string> = { complete: 'Complet', simplified: 'Simplifié', consolidated: 'Consolidé' };
export const balanceTypeLabel = (type: string | null) => (type ? (BALANCE_TYPES[type] ?? type) : null);
const unavailable = (reason: string | null) => (reason === 'confidential' ? 'Comptes confidentiels' : 'Chiffres non disponibles');

export function incomeStatementsTable(statements: readonly IncomeStatementDetail[]): Table {
  return {
    columns: [
      date('Clôture'),
      count('Durée (mois)'),
      money("Chiffre d'affaires"),
      money('EBE'),
      money("Résultat d'exploitation"),
      money('Résultat net'),
      percent('Marge nette'),
      count('Effectif'),
    ],
    rows: statements.map((s) =>
      s.figures
        ? [
            s.fiscal_year_end,
            s.duration_months,
            s.figures.turnover_cents,
            s.figures.ebitda_cents,
            s.figures.operating_result_cents,
            s.figures.net_result_cents,
            s.figures.net_margin,
            s.figures.employees,
          ]
        : [s.fiscal_year_end, s.duration_months, unavailable(s.figures_unavailable_reason), null, null, null, null, null],
    ),
  };
}

export function balanceSheetsTable(sheets: readonly BalanceSheetDetail[]): Table {
  return {
    columns: [
      date('Clôture'),
      text('Type', 10),
      money('Total du bilan'),
      money('Capitaux propres'),
      money('Dettes financières'),
      percent('Autonomie financière'),
      percent('Endettement'),
      count('Liquidité'),
    ],
    rows: sheets.map((s) =>
      s.figures
        ? [
            s.fiscal_year_end,
            balanceTypeLabel(s.balance_type),
            s.figures.total_assets_cents,
            s.figures.equity_cents,
            s.figures.financial_debt_cents,
            s.figures.equity_ratio,
            s.figures.debt_ratio,
            s.figures.liquidity_ratio,
          ]
        : [s.fiscal_year_end, balanceTypeLabel(s.balance_type), unavailable(s.figures_unavailable_reason), null, null, null, null, null],
    ),
  };
}
