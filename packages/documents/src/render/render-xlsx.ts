import ExcelJS from 'exceljs';
import { dateFr, issuedAtFr, sirenFr } from '../format/french-text';
import type { DocumentModel, IssueInfo, Table, TableCell, TableColumn } from '../model/document-model';
import { parisDateTime } from '../format/cell-text';
import { NON_OFFICIAL_LABEL } from './non-official-label';
import { worksheetName } from './worksheet-name';

const NUMBER_FORMATS: Partial<Record<TableColumn['type'], string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  identifier: '@',
  money: '#,##0.00 "€"',
  percent: '0.0%',
  // Excel shows `#,##0.##` as `144,` for a whole number: the general format prints 144 and 1,42.
  number: 'General',
  year: '0',
};

/**
 * A cell as Excel should hold it: a Date for dates (an instant at its Paris wall-clock time: Excel cells have no
 * time zone), euros for cents, a fraction for percents; identifiers stay strings (text cells).
 */
export function typedCell(type: TableColumn['type'], cell: TableCell): string | number | Date | null {
  if (cell === null) return null;
  if (typeof cell === 'string') {
    if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(cell)) return new Date(`${cell}T00:00:00Z`);
    if (type === 'datetime') {
      const local = parisDateTime(cell);
      return local ? new Date(`${local}:00Z`) : cell;
    }
    return cell;
  }
  if (type === 'money') return cell / 100;
  if (type === 'percent') return cell / 100;
  return cell;
}

export interface XlsxOptions {
  /** A second sheet of label–value rows saying what the list is. */
  about?: { name: string; rows: readonly (readonly [label: string, value: string])[] };
  /** The workbook's author (the brand), creation instant and title. */
  properties: { creator: string; created: Date; title: string };
}

/**
 * The table's sheet of a workbook, its rows still to add: the workbook's author and dates, the sheet named by Excel's
 * rules, typed columns (number formats, widths), a bold frozen header with filters.
 */
export function addTableSheet(workbook: ExcelJS.Workbook, name: string, columns: Table['columns'], properties: XlsxOptions['properties']): ExcelJS.Worksheet {
  Object.assign(workbook, properties, { lastModifiedBy: properties.creator, modified: properties.created });
  const sheet = workbook.addWorksheet(worksheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(column.width, column.header.length + 2),
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF1F5' } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

/** A table row as the typed cells of its sheet. */
export const typedRow = (columns: Table['columns'], row: readonly TableCell[]) => columns.map((column, i) => typedCell(column.type, row[i] ?? null));

/**
 * A table as an Excel workbook: one sheet of typed cells (dates as dates, euros with a € format),
 * a bold frozen header with filters and column widths; then, when given, the `about` sheet.
 */
export async function tableToXlsx(name: string, table: Table, { about, properties }: XlsxOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addTableSheet(workbook, name, table.columns, properties);
  for (const row of table.rows) sheet.addRow(typedRow(table.columns, row));
  if (about) {
    const aboutSheet = workbook.addWorksheet(worksheetName(about.name, { taken: [sheet.name] }));
    aboutSheet.columns = [{ width: 28 }, { width: 90 }];
    for (const row of about.rows) aboutSheet.addRow([...row]);
    aboutSheet.getColumn(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A list kind as an Excel workbook: the list, then what it is (document, company, issue, sources, verification). */
export async function renderXlsx(model: DocumentModel, issue: IssueInfo): Promise<Buffer> {
  if (!model.list) throw new Error(`${model.title} has no list to write as XLSX`);
  const sources = model.sections.flatMap((s) => s.sources.map((src) => (src.asOf ? `${src.label}, situation au ${dateFr(src.asOf)}` : src.label)));
  const rows: [string, string][] = [
    ['Document', model.title],
    ...(model.identity ? ([['Entreprise', model.identity.name]] as [string, string][]) : []),
    ...(model.siren ? ([['SIREN', sirenFr(model.siren)]] as [string, string][]) : []),
    ['Émis le', issuedAtFr(issue.issuedAt)],
    ['Lignes', String(model.list.table.rows.length)],
    ['Sources', [...new Set(sources)].join(' · ')],
    ['Code de vérification', issue.verificationCode],
    ['Vérification', issue.verificationUrl],
    ['Avertissement', NON_OFFICIAL_LABEL],
  ];
  return tableToXlsx(model.list.sheetName, model.list.table, {
    about: { name: 'À propos', rows },
    properties: { creator: issue.brand.name, created: issue.issuedAt, title: model.title },
  });
}
