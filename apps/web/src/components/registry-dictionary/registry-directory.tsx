'use client';

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { matchesFilter } from '@/lib/registry-dictionary/registry-filter';
import type { RegistryAddress, RegistryRow } from '@/lib/registry-dictionary/registry-rows';

export interface RegistryDirectoryLabels {
  filter: string;
  placeholder: string;
  /** "{{count}}" replaced; one form for 1, the other for the rest. */
  resultsOne: string;
  resultsOther: string;
  /** "{{query}}" replaced. */
  none: string;
  caption: string;
  court: string;
  departments: string;
  companies: string;
  address: string;
}

function AddressCell({ address }: { address: RegistryAddress }) {
  return (
    <>
      {address.heading ? <Box component="span" sx={{ display: 'block' }}>{address.heading}</Box> : null}
      {address.lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
      {address.missing ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {address.missing}
        </Box>
      ) : null}
      {address.phone ? <Box component="span" sx={{ display: 'block' }}>{address.phone}</Box> : null}
      {address.website ? (
        <Box component="span" sx={{ display: 'block' }}>
          <a href={address.website.url} rel="noopener noreferrer">
            {address.website.label}
          </a>
        </Box>
      ) : null}
      {address.source ? (
        <Box component="span" sx={{ display: 'block', fontSize: '0.875rem' }}>
          <a href={address.source.url} rel="noopener noreferrer">
            {address.source.label}
          </a>
        </Box>
      ) : null}
    </>
  );
}

/** The courts, filtered as one types a city or a department (the full list is rendered on the server first). */
export function RegistryDirectory({ rows, labels }: { rows: readonly RegistryRow[]; labels: RegistryDirectoryLabels }) {
  const [query, setQuery] = useState('');
  const statusId = useId();
  const shown = query.trim() === '' ? rows : rows.filter((row) => matchesFilter(row, query));
  const status =
    shown.length === 0
      ? labels.none.replace('{{query}}', query.trim())
      : (shown.length === 1 ? labels.resultsOne : labels.resultsOther).replace('{{count}}', String(shown.length));
  return (
    <Box>
      <TextField
        label={labels.filter}
        placeholder={labels.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ maxWidth: 480, mb: 1 }}
        slotProps={{ htmlInput: { 'aria-describedby': statusId, autoComplete: 'off', maxLength: 80 } }}
      />
      <Typography id={statusId} role="status" sx={{ mb: 2 }}>
        {status}
      </Typography>
      {shown.length > 0 ? (
        <DataTable
          caption={labels.caption}
          stackedOnPhone
          columns={[labels.court, labels.address, labels.departments, { header: labels.companies, numeric: true }]}
          rows={shown.map((row) => ({
            key: row.slug,
            cells: [
              row.name,
              <AddressCell key="address" address={row.address} />,
              row.departments.map((department) => (department.note ? `${department.label}, ${department.note}` : department.label)).join(' ; '),
              row.departments.map((department) => department.companies).join(' ; '),
            ],
          }))}
        />
      ) : null}
    </Box>
  );
}
