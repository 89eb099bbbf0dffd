import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { eventLabel } from './event-labels';
import type { ListCompanyRow } from './lists-queries';

/** The columns of an exported list: each company's main data and its last recorded change. */
const COLUMNS: { header: string; width: number; value: (row: ListCompanyRow) => string | null }[] = [
  { header: 'SIREN', width: 12, value: (row) => row.siren },
  { header: 'Dénomination', width: 40, value: (row) => row.name },
  { header: 'État', width: 10, value: (row) => (row.administrative_status === 'A' ? 'Active' : row.administrative_status === 'C' ? 'Cessée' : null) },
  { header: 'Forme juridique', width: 30, value: (row) => row.legal_category_label ?? row.legal_category_code },
  { header: 'Code NAF', width: 10, value: (row) => row.naf_code },
  { header: 'Activité', width: 40, value: (row) => row.naf_label },
  { header: 'Code postal', width: 11, value: (row) => row.postcode },
  { header: 'Commune', width: 24, value: (row) => row.city },
  { header: 'Date de création', width: 14, value: (row) => row.creation_date },
  { header: 'Tranche d’effectif', width: 10, value: (row) => row.headcount_band },
  { header: 'Ajoutée le', width: 14, value: (row) => row.added_at.toISOString().slice(0, 10) },
  { header: 'Dernière modification', width: 30, value: (row) => (row.last_event_kind ? eventLabel(row.last_event_kind) : null) },
  { header: 'Date de la modification', width: 14, value: (row) => row.last_event_recorded_at?.toISOString().slice(0, 10) ?? null },
];

/** A text a spreadsheet would run as a formula gets a leading apostrophe. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** CSV as French Excel opens it: UTF-8 with BOM, `;` separated, CRLF. */
export function listToCsv(rows: readonly ListCompanyRow[]): Buffer {
  const records = [COLUMNS.map((c) => c.header), ...rows.map((row) => COLUMNS.map((c) => inert(c.value(row) ?? '')))];
  return Buffer.from(stringify(records, { delimiter: ';', bom: true, record_delimiter: '\r\n' }), 'utf8');
}

export async function listToXlsx(name: string, rows: readonly ListCompanyRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Liste', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file name for the list: ASCII letters, digits and dashes. */
export function exportFileName(name: string, extension: 'csv' | 'xlsx'): string {
  const slug = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'liste';
  return `${slug}.${extension}`;
}
