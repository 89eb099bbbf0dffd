'use client';

import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FilterOption } from '@registre/domain';
import type { ReactNode } from 'react';
import { matchingOptions } from '@/lib/search/filter-option-match';
import { EMPTY_FORM, type ProspectingFormState } from '@/lib/prospecting/prospecting-form-state';
import { prospectingT } from '@/lib/prospecting/prospecting-i18n';
import prospecting from '@/locales/fr/prospecting.json';

const HEADCOUNT_BANDS: FilterOption[] = Object.entries(prospecting.headcountBands).map(([code, label]) => ({ code, label }));

interface FiltersPanelProps {
  form: ProspectingFormState;
  onChange: (form: ProspectingFormState) => void;
  regions: FilterOption[];
  departments: FilterOption[];
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Codes picked from a list of choices, shown by their labels; typed text matched as on the results page (accents ignored, code prefix, "69" or "Rhône"). */
function CodesPicker({ label, options, value, onChange }: { label: string; options: FilterOption[]; value: string[]; onChange: (codes: string[]) => void }) {
  const byCode = new Map(options.map((option) => [option.code, option]));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value.flatMap((code) => byCode.get(code) ?? [])}
      getOptionLabel={(option) => `${option.label} (${option.code})`}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      filterOptions={(list, state) => matchingOptions(list, state.inputValue)}
      onChange={(_event, selected) => onChange(selected.map((option) => option.code))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** The prospecting criteria: places, activity, size, figures, dates and situation. */
export function ProspectingFiltersPanel({ form, onChange, regions, departments }: FiltersPanelProps) {
  const set = <K extends keyof ProspectingFormState>(name: K, value: ProspectingFormState[K]) => onChange({ ...form, [name]: value });
  const text = (name: 'commune' | 'naf' | 'legalForm' | 'turnoverMin' | 'turnoverMax' | 'resultMin' | 'resultMax', label: string, helperText?: string) => (
    <TextField size="small" label={label} value={form[name]} onChange={(event) => set(name, event.target.value)} helperText={helperText} fullWidth />
  );
  const box = (name: 'headOfficeOnly' | 'activeOnly' | 'withoutInsolvency', label: string) => (
    <FormControlLabel control={<Checkbox checked={form[name]} onChange={(event) => set(name, event.target.checked)} />} label={label} />
  );
  return (
    <Stack component="form" spacing={3} aria-label={prospectingT('form.title')} onSubmit={(event) => event.preventDefault()}>
      <Group title={prospectingT('form.place')}>
        <CodesPicker label={prospectingT('form.region')} options={regions} value={form.region} onChange={(codes) => set('region', codes)} />
        <CodesPicker label={prospectingT('form.department')} options={departments} value={form.department} onChange={(codes) => set('department', codes)} />
        {text('commune', prospectingT('form.commune'), prospectingT('form.communeHelp'))}
        {box('headOfficeOnly', prospectingT('form.headOfficeOnly'))}
      </Group>
      <Group title={prospectingT('form.activity')}>
        {text('naf', prospectingT('form.naf'), prospectingT('form.nafHelp'))}
        {text('legalForm', prospectingT('form.legalForm'), prospectingT('form.legalFormHelp'))}
        <CodesPicker label={prospectingT('form.headcountBand')} options={HEADCOUNT_BANDS} value={form.headcountBand} onChange={(codes) => set('headcountBand', codes)} />
      </Group>
      <Group title={prospectingT('form.finances')}>
        <Grid container spacing={1.5}>
          <Grid size={{ xxxs: 12, sm: 6, md: 12 }}>{text('turnoverMin', prospectingT('form.turnoverMin'))}</Grid>
          <Grid size={{ xxxs: 12, sm: 6, md: 12 }}>{text('turnoverMax', prospectingT('form.turnoverMax'))}</Grid>
          <Grid size={{ xxxs: 12, sm: 6, md: 12 }}>{text('resultMin', prospectingT('form.resultMin'))}</Grid>
          <Grid size={{ xxxs: 12, sm: 6, md: 12 }}>{text('resultMax', prospectingT('form.resultMax'))}</Grid>
        </Grid>
      </Group>
      <Group title={prospectingT('form.dates')}>
        <Grid container spacing={1.5}>
          {(['createdFrom', 'createdTo'] as const).map((name) => (
            <Grid key={name} size={{ xxxs: 12, sm: 6, md: 12 }}>
              <TextField
                size="small"
                type="date"
                label={prospectingT(`form.${name}`)}
                value={form[name]}
                onChange={(event) => set(name, event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Grid>
          ))}
        </Grid>
      </Group>
      <Group title={prospectingT('form.status')}>
        {box('activeOnly', prospectingT('form.activeOnly'))}
        {box('withoutInsolvency', prospectingT('form.withoutInsolvency'))}
      </Group>
      <Button variant="text" onClick={() => onChange(EMPTY_FORM)} sx={{ alignSelf: 'flex-start' }}>
        {prospectingT('form.reset')}
      </Button>
    </Stack>
  );
}
