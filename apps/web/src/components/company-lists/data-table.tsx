import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { getT } from '@/i18n/get-t';

export interface DataTableRow {
  key: string;
  /** The first cell is the row's header (`<th scope="row">`). */
  cells: readonly ReactNode[];
}

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly DataTableRow[];
}

const cellSx = { p: 1, textAlign: 'left', verticalAlign: 'top', borderBottom: 1, borderColor: 'divider' } as const;

/**
 * A plain, server-rendered data table: caption, column headers with `scope="col"`, row headers
 * with `scope="row"`. Wide tables scroll inside a focusable region, so keyboards can scroll too.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <Box role="region" aria-label={getT('company-lists')('tableRegion', { caption })} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem' }}>
        <Box component="caption" sx={{ textAlign: 'left', captionSide: 'top', fontWeight: 600, pb: 1 }}>
          {caption}
        </Box>
        <thead>
          <tr>
            {columns.map((column) => (
              <Box component="th" scope="col" key={column} sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
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
                  <Box component="td" key={index} sx={cellSx}>
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
