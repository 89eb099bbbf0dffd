'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OPENING_DAYS, type OpeningDay, type OpeningRange } from '@registre/domain';
import { claimsT } from '@/lib/company-claims/claims-i18n';

export type HoursByDay = Record<OpeningDay, { opens: string; closes: string }>;

/** One range per day in the form; a day with both times empty is closed. */
export function hoursByDay(ranges: readonly OpeningRange[]): HoursByDay {
  const empty = Object.fromEntries(OPENING_DAYS.map((day) => [day, { opens: '', closes: '' }])) as HoursByDay;
  for (const range of ranges) empty[range.day] = { opens: range.opens, closes: range.closes };
  return empty;
}

export function rangesOf(hours: HoursByDay): OpeningRange[] {
  return OPENING_DAYS.filter((day) => hours[day].opens !== '' || hours[day].closes !== '').map((day) => ({ day, ...hours[day] }));
}

/** The week's opening hours, a row per day. */
export function OpeningHoursFields({ hours, onChange }: { hours: HoursByDay; onChange(hours: HoursByDay): void }) {
  const set = (day: OpeningDay, field: 'opens' | 'closes', value: string) => onChange({ ...hours, [day]: { ...hours[day], [field]: value } });
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {claimsT('editor.hoursTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {claimsT('editor.hoursHelp')}
      </Typography>
      {OPENING_DAYS.map((day) => (
        <Box key={day} sx={{ display: 'grid', gap: 1.5, alignItems: 'center', gridTemplateColumns: { xxxs: '1fr 1fr', sm: '6.5rem 9rem 9rem' } }}>
          <Typography sx={{ gridColumn: { xxxs: '1 / -1', sm: 'auto' } }}>{claimsT(`editor.days.${day}`)}</Typography>
          <TextField
            type="time"
            size="small"
            label={claimsT('editor.opens')}
            value={hours[day].opens}
            onChange={(event) => set(day, 'opens', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${claimsT(`editor.days.${day}`)} : ${claimsT('editor.opens')}` } }}
          />
          <TextField
            type="time"
            size="small"
            label={claimsT('editor.closes')}
            value={hours[day].closes}
            onChange={(event) => set(day, 'closes', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${claimsT(`editor.days.${day}`)} : ${claimsT('editor.closes')}` } }}
          />
        </Box>
      ))}
    </Stack>
  );
}
