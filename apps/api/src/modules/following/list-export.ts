import { Readable, type Writable } from 'node:stream';
import { csvHeader, csvRows, NON_OFFICIAL_LABEL, parisDay, writeTableXlsx, type TableCell, type TableColumn } from '@registre/documents';
import { headcountBandShortLabel } from '@registre/domain';
import { eventLabel } from './event-labels';
import type { ListCompanyRow } from './lists-queries';

const day = (instant: Date | null) => (instant ? parisDay(instant) : null);

/** The columns of an exported list: each company's main data and its last recorded change (days in Paris). */
const COLUMNS: (TableColumn & { value: (row: ListCompanyRow) => string | null })[] = [
  { header: 'SIREN', type: 'identifier', width: 12, value: (row) => row.siren },
  { header: 'Dénomination', type: 'text', width: 40, value: (row) => row.name },
  { header: 'État', type: 'text', width: 10, value: (row) => (row.administrative_status === 'A' ? 'Active' : row.administrative_status === 'C' ? 'Cessée' : null) },
  { header: 'Forme juridique', type: 'text', width: 30, value: (row) => row.legal_category_label ?? row.legal_category_code },
  { header: 'Code NAF', type: 'text', width: 10, value: (row) => row.naf_code },
  { header: 'Activité', type: 'text', width: 40, value: (row) => row.naf_label },
  { header: 'Code postal', type: 'text', width: 11, value: (row) => row.postcode },
  { header: 'Commune', type: 'text', width: 24, value: (row) => row.city },
  { header: 'Date de création', type: 'date', width: 14, value: (row) => row.creation_date },
  {
    header: 'Tranche d’effectif',
    type: 'text',
    width: 22,
    value: (row) => (row.headcount_band ? headcountBandShortLabel({ code: row.headcount_band, label: row.headcount_band_label }) : null),
  },
  { header: 'Ajoutée le', type: 'date', width: 14, value: (row) => day(row.added_at) },
  { header: 'Dernière modification', type: 'text', width: 30, value: (row) => (row.last_event_kind ? eventLabel(row.last_event_kind) : null) },
  { header: 'Date de la modification', type: 'date', width: 14, value: (row) => day(row.last_event_recorded_at) },
];

const TABLE_COLUMNS = COLUMNS.map(({ header, type, width }) => ({ header, type, width }));
const cells = (rows: readonly ListCompanyRow[]): TableCell[][] => rows.map((row) => COLUMNS.map((column) => column.value(row)));

/** Pages of a list's companies, read as the file is written. */
export type ListPages = AsyncIterable<readonly ListCompanyRow[]>;

async function* tablePages(pages: ListPages): AsyncGenerator<TableCell[][]> {
  for await (const page of pages) yield cells(page);
}

/**
 * CSV as French Excel opens it (UTF-8 with BOM, `;`, CRLF, dates `27/11/2026`, SIREN quoted), streamed page by page;
 * the non-official notice is its last column (`Avertissement`), so that the file stays one table.
 */
export function listCsvStream(pages: ListPages): Readable {
  return Readable.from(
    (async function* csv() {
      yield csvHeader(TABLE_COLUMNS, { notice: NON_OFFICIAL_LABEL });
      for await (const page of tablePages(pages)) yield csvRows(TABLE_COLUMNS, page, { notice: NON_OFFICIAL_LABEL });
    })(),
  );
}

/** XLSX written to `output` page by page: one sheet named after the list, typed dates, bold frozen header with filters. */
export function writeListXlsx(output: Writable, name: string, pages: ListPages, properties: { creator: string; created: Date }): Promise<void> {
  return writeTableXlsx(output, name, TABLE_COLUMNS, tablePages(pages), { properties: { ...properties, title: name } });
}

/** A file name for the list: ASCII letters, digits and dashes. */
export function exportFileName(name: string, extension: 'csv' | 'xlsx'): string {
  const slug = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'liste';
  return `${slug}.${extension}`;
}
