import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Definition {
  key: string;
  term: string;
  value: ReactNode;
}

/** Figures as tiles of a definition list (`<dl>`): term above, value below. */
export function DefinitionGrid({ items }: { items: readonly Definition[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xxxs: '1fr', xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
      {items.map((item) => (
        <Box key={item.key} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {item.term}
          </Box>
          <Box component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
