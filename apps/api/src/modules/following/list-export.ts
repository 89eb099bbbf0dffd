import { tableToCsv, tableToXlsx, type Table, type TableColumn } from '@registre/documents';
import { eventLabel } from './event-labels';
import type { ListCompanyRow } from './lists-queries';

const day = (instant: Date | null) => instant?.toISOString().slice(0, 10) ?? null;

/** The columns of an exported list: each company's main data and its last recorded change. */
const COLUMNS: (TableColumn & { value: (row: ListCompanyRow) => string | null })[] = [
  { header: 'SIREN', type: 'text', width: 12, value: (row) => row.siren },
  { header: 'Dénomination', type: 'text', width: 40, value: (row) => row.name },
  { header: 'État', type: 'text', width: 10, value: (row) => (row.administrative_status === 'A' ? 'Active' : row.administrative_status === 'C' ? 'Cessée' : null) },
  { header: 'Forme juridique', type: 'text', width: 30, value: (row) => row.legal_category_label ?? row.legal_category_code },
  { header: 'Code NAF', type: 'text', width: 10, value: (row) => row.naf_code },
  { header: 'Activité', type: 'text', width: 40, value: (row) => row.naf_label },
  { header: 'Code postal', type: 'text', width: 11, value: (row) => row.postcode },
  { header: 'Commune', type: 'text', width: 24, value: (row) => row.city },
  { header: 'Date de création', type: 'date', width: 14, value: (row) => row.creation_date },
  { header: 'Tranche d’effectif', type: 'text', width: 10, value: (row) => row.headcount_band },
  { header: 'Ajoutée le', type: 'date', width: 14, value: (row) => day(row.added_at) },
  { header: 'Dernière modification', type: 'text', width: 30, value: (row) => (row.last_event_kind ? eventLabel(row.last_event_kind) : null) },
  { header: 'Date de la modification', type: 'date', width: 14, value: (row) => day(row.last_event_recorded_at) },
];

/** The companies of a list as a table for the documents package's writers (dates as ISO days). */
function listTable(rows: readonly ListCompanyRow[]): Table {
  return {
    columns: COLUMNS.map(({ header, type, width }) => ({ header, type, width })),
    rows: rows.map((row) => COLUMNS.map((column) => column.value(row))),
  };
}

/** CSV as French Excel opens it (UTF-8 with BOM, `;`, CRLF, dates `27/11/2026`). */
export const listToCsv = (rows: readonly ListCompanyRow[]): Buffer => tableToCsv(listTable(rows));

/** XLSX: one sheet named after the list, typed dates, bold frozen header with filters. */
export const listToXlsx = (name: string, rows: readonly ListCompanyRow[]): Promise<Buffer> => tableToXlsx(name, listTable(rows));

/** A file name for the list: ASCII letters, digits and dashes. */
export function exportFileName(name: string, extension: 'csv' | 'xlsx'): string {
  const slug = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'liste';
  return `${slug}.${extension}`;
}
