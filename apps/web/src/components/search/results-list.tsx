import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface ResultsListProps {
  /** Accessible name of the list. */
  label: string;
  /** Shown instead of the list when nothing was found. */
  emptyMessage: string;
  /** The items, already rendered as `<li>`. */
  children: ReactNode[];
}

/** An ordered list of search results, or the "nothing found" message. */
export function ResultsList({ label, emptyMessage, children }: ResultsListProps) {
  if (children.length === 0) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {emptyMessage}
      </Alert>
    );
  }
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}
