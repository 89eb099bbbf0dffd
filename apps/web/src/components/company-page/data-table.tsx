import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

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

const cellSx = { px: 1.5, py: 1, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'top' } as const;

/** A real table with a caption (server-rendered, no client JS), scrollable sideways on small screens. */
export function DataTable({ caption, columns, rows }: { caption: string; columns: readonly DataColumn[]; rows: readonly DataRow[] }) {
  return (
    <Box role="region" aria-label={caption} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
        <Box component="caption" sx={{ textAlign: 'left', fontWeight: 600, color: 'text.secondary', pb: 1 }}>
          {caption}
        </Box>
        <thead>
          <tr>
            {columns.map((column) => (
              <Box component="th" scope="col" key={column.key} sx={{ ...cellSx, textAlign: column.numeric ? 'right' : 'left', fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column.header}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => {
                const numeric = columns[index]?.numeric ?? false;
                const sx = { ...cellSx, textAlign: numeric ? 'right' : 'left', whiteSpace: numeric ? 'nowrap' : 'normal', fontWeight: 400 } as const;
                return index === 0 ? (
                  <Box component="th" scope="row" key={columns[index]?.key ?? index} sx={sx}>
                    {cell}
                  </Box>
                ) : (
                  <Box component="td" key={columns[index]?.key ?? index} sx={sx}>
                    {cell}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
