import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/company-page/data-table';
import { getT } from '@/i18n/get-t';

export interface ComparisonRow {
  label: string;
  /** One cell per compared company, in the columns' order. */
  cells: readonly ReactNode[];
}

interface ComparisonTableProps {
  /** The group's title, shown as a level-2 heading. */
  heading: string;
  /** The table's caption for assistive technologies. */
  caption: string;
  /** Column headers: the compared companies' names. */
  companies: readonly string[];
  rows: readonly ComparisonRow[];
}

/** One group of the comparison under its heading: a row per property, a column per company. */
export function ComparisonTable({ heading, caption, companies, rows }: ComparisonTableProps) {
  return (
    <Box component="section" aria-label={heading} sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {heading}
      </Typography>
      <DataTable
        caption={caption}
        captionHidden
        minColumnWidth={160}
        columns={[
          { key: 'criterion', header: getT('comparator')('criterion') },
          ...companies.map((name, index) => ({ key: `company-${index}`, header: name })),
        ]}
        rows={rows.map((row) => ({ key: row.label, cells: [row.label, ...row.cells] }))}
      />
    </Box>
  );
}
