'use client';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROSPECTING_COLUMNS, type ProspectingAllowance, type ProspectingColumn, type ProspectingFiltersInput } from '@registre/domain';
import { OrderButton } from '@/components/orders/order-button';
import { PROSPECTING_PATHS } from '@registre/domain';
import { prospectingT } from '@/lib/prospecting/prospecting-i18n';
import { ProspectingAllowanceLine } from './prospecting-allowance-line';

interface ExportPanelProps {
  filters: ProspectingFiltersInput;
  columns: ProspectingColumn[];
  onColumns: (columns: ProspectingColumn[]) => void;
  /** The signed-in user's rows left (undefined while unknown or for a guest). */
  allowance: ProspectingAllowance | undefined;
  /** The saved search the list comes from, named in the export history. */
  searchId: string | null;
  /** False while the list is empty or its count is not known. */
  exportable: boolean;
  onExported: () => void;
}

/** The file's columns, the rows the plan still leaves, and the export orders (CSV or Excel) through the order path. */
export function ProspectingExportPanel({ filters, columns, onColumns, allowance, searchId, exportable, onExported }: ExportPanelProps) {
  const toggle = (column: ProspectingColumn, on: boolean) => onColumns(on ? PROSPECTING_COLUMNS.filter((entry) => entry === column || columns.includes(entry)) : columns.filter((entry) => entry !== column));
  const body = (format: 'csv' | 'xlsx') => ({ filters, columns, format, ...(searchId ? { search_id: searchId } : {}) });
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {prospectingT('form.columns')}
        </Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, columnGap: 2 }}>
          {PROSPECTING_COLUMNS.map((column) => (
            <FormControlLabel
              key={column}
              control={<Checkbox size="small" checked={columns.includes(column)} disabled={columns.length === 1 && columns.includes(column)} onChange={(event) => toggle(column, event.target.checked)} />}
              label={prospectingT(`columns.${column}`)}
            />
          ))}
        </FormGroup>
      </Box>
      <ProspectingAllowanceLine allowance={allowance} />
      <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <OrderButton
            key={format}
            kind="prospecting-export"
            siren=""
            orderPath={PROSPECTING_PATHS.order}
            body={body(format)}
            documentName={prospectingT(format === 'csv' ? 'form.fileCsv' : 'form.fileXlsx')}
            label={prospectingT(format === 'csv' ? 'form.exportCsv' : 'form.exportXlsx')}
            priceNote={prospectingT('form.exportNote')}
            disabled={!exportable}
            onOrdered={onExported}
          />
        ))}
      </Stack>
    </Stack>
  );
}
