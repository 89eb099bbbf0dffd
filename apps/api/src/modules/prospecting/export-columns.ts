import type { TableCell, TableColumn } from '@registre/documents';
import { headcountBandShortLabel, type ProspectingColumn } from '@registre/domain';
import type { ProspectRow } from './prospecting-queries';

type ColumnSpec = TableColumn & { value: (row: ProspectRow) => TableCell };

/** Each exportable column: its header, its cell type (amounts in cents as money) and its value. */
export const EXPORT_COLUMNS: Record<ProspectingColumn, ColumnSpec> = {
  siren: { header: 'SIREN', type: 'identifier', width: 12, value: (row) => row.siren },
  name: { header: 'Dénomination', type: 'text', width: 40, value: (row) => row.name },
  status: { header: 'État', type: 'text', width: 10, value: (row) => (row.is_active ? 'Active' : 'Cessée') },
  legal_form: { header: 'Forme juridique', type: 'text', width: 30, value: (row) => row.legal_form_label ?? row.legal_category_code },
  naf_code: { header: 'Code NAF', type: 'text', width: 10, value: (row) => row.naf_code },
  naf_label: { header: 'Activité', type: 'text', width: 40, value: (row) => row.naf_label },
  address: { header: 'Adresse du siège', type: 'text', width: 36, value: (row) => row.address },
  postcode: { header: 'Code postal', type: 'text', width: 11, value: (row) => row.postcode },
  city: { header: 'Commune', type: 'text', width: 24, value: (row) => row.city },
  department: { header: 'Département', type: 'text', width: 12, value: (row) => row.department_code },
  headcount_band: {
    header: 'Tranche d’effectif',
    type: 'text',
    width: 22,
    value: (row) => (row.headcount_band ? headcountBandShortLabel({ code: row.headcount_band, label: row.headcount_band_label }) : null),
  },
  creation_date: { header: 'Date de création', type: 'date', width: 14, value: (row) => row.creation_date },
  fiscal_year_end: { header: 'Clôture des derniers comptes', type: 'date', width: 14, value: (row) => row.fiscal_year_end },
  turnover: { header: 'Chiffre d’affaires', type: 'money', width: 16, value: (row) => row.turnover_cents },
  net_result: { header: 'Résultat net', type: 'money', width: 16, value: (row) => row.net_result_cents },
};

/** The table columns of an export, in the file's order. */
export const tableColumns = (columns: readonly ProspectingColumn[]): TableColumn[] =>
  columns.map((column) => {
    const { header, type, width } = EXPORT_COLUMNS[column];
    return { header, type, width };
  });

/** A page of rows as table cells, in the columns' order. */
export const tableCells = (columns: readonly ProspectingColumn[], rows: readonly ProspectRow[]): TableCell[][] =>
  rows.map((row) => columns.map((column) => EXPORT_COLUMNS[column].value(row)));
