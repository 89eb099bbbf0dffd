import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
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

interface DataTableProps {
  caption: string;
  columns: readonly DataColumn[];
  rows: readonly DataRow[];
  /** For a table under a heading that already names it: the caption is then for screen readers only. */
  captionHidden?: boolean;
  /** Fixed layout with equal columns at least this wide each, long words wrapping (side-by-side comparisons). */
  minColumnWidth?: number;
}

/**
 * A real table with a caption, scrollable sideways on small screens (focusable, so keyboards can
 * scroll it). Plain elements and CSS: no client component, a small server payload.
 */
export function DataTable({ caption, columns, rows, captionHidden = false, minColumnWidth }: DataTableProps) {
  const numeric = (index: number) => (columns[index]?.numeric ? styles.numeric : undefined);
  const fixed = minColumnWidth ? ({ tableLayout: 'fixed', minWidth: minColumnWidth * columns.length } as const) : undefined;
  const wrapping = minColumnWidth ? ({ whiteSpace: 'normal', overflowWrap: 'anywhere' } as const) : undefined;
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={styles.tableRegion}>
      <table className={styles.table} style={fixed}>
        <caption className={styles.caption}>{captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={column.key} className={numeric(index)} style={wrapping}>
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
                  <th scope="row" key={columns[index]?.key ?? index} className={numeric(index)} style={wrapping}>
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]?.key ?? index} className={numeric(index)} style={wrapping}>
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
