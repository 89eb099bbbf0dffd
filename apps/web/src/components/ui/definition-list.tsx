import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';

export interface DefinitionRow {
  key: string;
  term: string;
  value: ReactNode;
}

/** Terms and their values as a semantic `<dl>`: two columns from `sm`, stacked below. */
export function DefinitionList({ rows }: { rows: readonly DefinitionRow[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xxxs: '1fr', sm: 'minmax(12rem, 1fr) 2fr' }, columnGap: 3, rowGap: { xxxs: 0.5, sm: 1.5 } }}
    >
      {rows.map((row) => (
        <Fragment key={row.key}>
          <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {row.term}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xxxs: 1.5, sm: 0 } }}>
            {row.value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
