import type { ReactNode } from 'react';
import styles from './company-page.module.css';

export interface DataColumn {
  key: string;
  header: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

export interface DataRow {
  key: string;
  /** One cell per column; the first one heads its row. */
  cells: ReactNode[];
}

/**
 * A real table with a caption, scrollable sideways on small screens (focusable, so keyboards can
 * scroll it). Plain elements and CSS: no client component, a small server payload.
 */
export function DataTable({ caption, columns, rows }: { caption: string; columns: readonly DataColumn[]; rows: readonly DataRow[] }) {
  const numeric = (index: number) => (columns[index]?.numeric ? styles.numeric : undefined);
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={styles.tableRegion}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={column.key} className={numeric(index)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th scope="row" key={columns[index]?.key ?? index} className={numeric(index)}>
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]?.key ?? index} className={numeric(index)}>
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
