import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

export interface DataTableRow {
  key: string;
  /** The first cell is the row's header (`<th scope="row">`). */
  cells: readonly ReactNode[];
}

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly DataTableRow[];
  /** For a table under a heading that already names it: the caption is then for screen readers only. */
  captionHidden?: boolean;
  /** Fixed layout with equal data columns, at least this wide each (side-by-side comparisons). */
  minColumnWidth?: number;
}

const cellSx = { p: 1, textAlign: 'left', verticalAlign: 'top', borderBottom: 1, borderColor: 'divider' } as const;

/**
 * A plain, server-rendered data table: caption, column headers with `scope="col"`, row headers
 * with `scope="row"`. Wide tables scroll inside a focusable region, so keyboards can scroll too.
 */
export function DataTable({ caption, columns, rows, captionHidden = false, minColumnWidth }: DataTableProps) {
  return (
    <Box role="region" aria-label={caption} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          fontSize: '0.9375rem',
          ...(minColumnWidth ? { tableLayout: 'fixed', minWidth: minColumnWidth * columns.length } : {}),
        }}
      >
        <Box component="caption" sx={{ textAlign: 'left', captionSide: 'top', fontWeight: 600, pb: 1 }}>
          {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </Box>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <Box component="th" scope="col" key={index} sx={{ ...cellSx, overflowWrap: 'anywhere' }}>
                {column}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <Box component="th" scope="row" key={index} sx={{ ...cellSx, fontWeight: 600 }}>
                    {cell}
                  </Box>
                ) : (
                  <Box component="td" key={index} sx={{ ...cellSx, overflowWrap: 'anywhere' }}>
                    {cell}
                  </Box>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
