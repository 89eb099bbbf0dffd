'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateFr, formatNumberFr } from '@registre/domain';
import type { ProspectingPreview } from '@/lib/prospecting/prospecting-api';
import { prospectingT } from '@/lib/prospecting/prospecting-i18n';

export type PreviewState = { state: 'loading'; last: ProspectingPreview | null } | { state: 'done'; preview: ProspectingPreview } | { state: 'failed'; text: string };

/** The live count and the first companies of the list (a phone scrolls the table sideways). */
export function ProspectingPreviewPanel({ preview }: { preview: PreviewState }) {
  const shown = preview.state === 'done' ? preview.preview : preview.state === 'loading' ? preview.last : null;
  const countText =
    shown === null
      ? prospectingT('form.counting')
      : shown.more
        ? prospectingT('form.countMore', { formatted: formatNumberFr(shown.count) })
        : prospectingT('form.count', { count: shown.count, formatted: formatNumberFr(shown.count) });
  return (
    <Box>
      <Box aria-live="polite" aria-busy={preview.state === 'loading'} sx={{ minHeight: 32 }}>
        {preview.state === 'failed' ? (
          <Alert severity="error">{preview.text}</Alert>
        ) : (
          <Typography variant="h3" component="p" data-testid="prospecting-count" sx={{ fontSize: { xxxs: '1.15rem', md: '1.35rem' }, fontWeight: 700 }}>
            {countText}
          </Typography>
        )}
      </Box>
      <LinearProgress sx={{ visibility: preview.state === 'loading' ? 'visible' : 'hidden', my: 1 }} aria-hidden="true" />
      {shown && shown.rows.length > 0 ? (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
            {prospectingT('form.previewTitle')}
          </Typography>
          <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={prospectingT('form.previewTitle')} sx={{ minWidth: 720 }}>
              <TableHead>
                <TableRow>
                  {(['siren', 'name', 'activity', 'legalForm', 'place', 'headcount', 'created'] as const).map((column) => (
                    <TableCell key={column} sx={{ fontWeight: 700 }}>
                      {prospectingT(`preview.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.rows.map((row) => (
                  <TableRow key={row.siren}>
                    <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{row.siren}</TableCell>
                    <TableCell>
                      {row.name}
                      {row.is_active ? null : (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {` (${prospectingT('preview.ceased')})`}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{row.naf_label ?? row.naf_code ?? '–'}</TableCell>
                    <TableCell>{row.legal_form ?? '–'}</TableCell>
                    <TableCell>{row.city ? `${row.postcode ?? ''} ${row.city}`.trim() : '–'}</TableCell>
                    <TableCell>{row.headcount_band ?? '–'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.creation_date ? formatDateFr(row.creation_date) : '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      ) : shown ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {prospectingT('form.previewEmpty')}
        </Alert>
      ) : null}
    </Box>
  );
}
