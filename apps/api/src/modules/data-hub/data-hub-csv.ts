import { csvHeader, csvRows, NON_OFFICIAL_LABEL, proceedingKindLabel, type TableCell, type TableColumn } from '@registre/documents';
import { headcountBandShortLabel, type DataHubEntry, type DataHubListKind } from '@registre/domain';

type Column = TableColumn & { value: (entry: DataHubEntry) => TableCell };

const COMPANY_COLUMNS: Column[] = [
  { header: 'SIREN', type: 'identifier', width: 12, value: (entry) => entry.siren },
  { header: 'Dénomination', type: 'text', width: 40, value: (entry) => entry.name },
  { header: 'Forme juridique', type: 'text', width: 30, value: (entry) => entry.legalCategory?.label ?? entry.legalCategory?.code ?? null },
  { header: 'Code NAF', type: 'text', width: 10, value: (entry) => entry.naf?.code ?? null },
  { header: 'Activité', type: 'text', width: 40, value: (entry) => entry.naf?.label ?? null },
  { header: 'Code postal', type: 'text', width: 11, value: (entry) => entry.postcode },
  { header: 'Commune', type: 'text', width: 24, value: (entry) => entry.city },
  { header: 'Date de création', type: 'date', width: 14, value: (entry) => entry.creationDate },
  { header: 'Tranche d’effectif', type: 'text', width: 22, value: (entry) => (entry.headcountBand ? headcountBandShortLabel(entry.headcountBand) : null) },
  { header: 'Dernier chiffre d’affaires', type: 'money', width: 16, value: (entry) => entry.turnoverCents },
  { header: 'Exercice clos le', type: 'date', width: 14, value: (entry) => entry.fiscalYearEnd },
];

/** The columns a kind adds after the company's: its dated event when the company columns do not already show it. */
const EVENT_COLUMNS: Record<DataHubListKind, Column[]> = {
  creations: [],
  'top-region': [],
  'top-sector': [],
  insolvency: [
    { header: 'Procédure', type: 'text', width: 24, value: (entry) => (entry.eventCode ? proceedingKindLabel(entry.eventCode) : null) },
    { header: 'Ouverte le', type: 'date', width: 14, value: (entry) => entry.eventDate },
  ],
  deregistrations: [{ header: 'Radiation publiée au BODACC le', type: 'date', width: 14, value: (entry) => entry.eventDate }],
  accounts: [{ header: 'Dépôt des comptes publié au BODACC le', type: 'date', width: 14, value: (entry) => entry.eventDate }],
};

/**
 * One page of a list as French Excel opens it (UTF-8 with BOM, `;`, CRLF, dates `27/11/2026`, SIREN quoted, euros with a
 * decimal comma), the non-official notice in its last column. A page is at most 100 rows: the file is written whole.
 */
export function dataHubPageCsv(kind: DataHubListKind, entries: readonly DataHubEntry[]): Buffer {
  const columns = [...COMPANY_COLUMNS, ...EVENT_COLUMNS[kind]];
  const table = columns.map(({ header, type, width }) => ({ header, type, width }));
  const rows = entries.map((entry) => columns.map((column) => column.value(entry)));
  return Buffer.concat([csvHeader(table, { notice: NON_OFFICIAL_LABEL }), csvRows(table, rows, { notice: NON_OFFICIAL_LABEL })]);
}
