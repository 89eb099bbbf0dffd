import type { ReactNode } from 'react';
import styles from './data-table.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface DataTableRow {
  key: string;
  /** The first cell is the row's header (`<th scope="row">`). */
  cells: readonly ReactNode[];
}

/**
 * A column: its header, or its header and whether it holds figures (right-aligned), or controls that
 * name themselves (`action`: buttons, links; no header before them on a phone's card).
 */
export type DataTableColumn =
  | string
  | {
      header: string;
      numeric?: boolean;
      action?: boolean;
      /** What the header cell shows instead of `header` (a link that sorts by the column); `header` still labels a phone's card. */
      headerContent?: ReactNode;
      /** The column the rows are sorted by, and which way (`aria-sort`). */
      sorted?: 'ascending' | 'descending';
    };

interface DataTableProps {
  caption: string;
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  /** For a table under a heading that already names it: the caption is then for screen readers only. */
  captionHidden?: boolean;
  /** Fixed layout with equal data columns, at least this wide each (side-by-side comparisons). */
  minColumnWidth?: number;
  /**
   * On a phone, each row is shown as a card, its cells one under the other, each data cell after
   * its column's header ("État : Disponible"; written by CSS for the eye only, the column headers
   * stay for screen readers): for tables whose last columns must stay in view (the documents to
   * order and their buttons, orders and invoices and their files).
   */
  stackedOnPhone?: boolean;
}

/**
 * A plain, server-rendered data table: caption, column headers with `scope="col"`, row headers
 * with `scope="row"`. Wide tables scroll inside a focusable region, so keyboards can scroll too.
 * Plain elements styled by a CSS module: no client component and no style work per cell, which
 * keeps long tables (the company page has a dozen) cheap to render and small to send.
 */
export function DataTable({ caption, columns, rows, captionHidden = false, minColumnWidth, stackedOnPhone = false }: DataTableProps) {
  const numeric = (index: number) => {
    const column = columns[index];
    return typeof column === 'object' && column.numeric ? styles.numeric : undefined;
  };
  const header = (column: DataTableColumn | undefined) => (typeof column === 'string' ? column : column?.header);
  const headerCell = (column: DataTableColumn | undefined) => (typeof column === 'object' && column.headerContent !== undefined ? column.headerContent : header(column));
  const ariaSort = (column: DataTableColumn | undefined) => (typeof column === 'object' ? column.sorted : undefined);
  const cardLabel = (column: DataTableColumn | undefined) => (!stackedOnPhone || (typeof column === 'object' && column.action) ? undefined : header(column) || undefined);
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={styles.region}>
      <table className={stackedOnPhone ? `${styles.table} ${styles.stacked}` : styles.table} style={minColumnWidth ? { tableLayout: 'fixed', minWidth: minColumnWidth * columns.length } : undefined}>
        <caption className={styles.caption}>{captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={index} className={numeric(index)} aria-sort={ariaSort(column)}>
                {headerCell(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th scope="row" key={index} className={numeric(index)}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={numeric(index)} data-label={cardLabel(columns[index])}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
