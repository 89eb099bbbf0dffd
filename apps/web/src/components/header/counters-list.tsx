import Box from '@mui/material/Box';

export const HEADER_COUNTERS = ['docAvailable', 'searchableSiret', 'kbisAvailable', 'verifiedCompanyProfile'] as const;
export type HeaderCounter = (typeof HEADER_COUNTERS)[number];

export interface CountersListProps {
  label: string;
  /** Each counter's label ("documents disponibles"). */
  labels: Record<HeaderCounter, string>;
  /** Each counter's value, already in French number format. */
  values: Record<HeaderCounter, string>;
}

/** The four header counters: markup shared by the server rendering and the client fallback. */
export function CountersList({ label, labels, values }: CountersListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid="header-counters"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.25, listStyle: 'none', m: 0, p: 0 }}
    >
      {HEADER_COUNTERS.map((name) => (
        <li key={name} data-counter={name}>
          <Box component="strong" sx={{ fontWeight: 700 }}>
            {values[name]}
          </Box>{' '}
          {labels[name]}
        </li>
      ))}
    </Box>
  );
}
