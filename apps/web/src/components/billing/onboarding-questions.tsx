'use client';

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { billingT } from '@/lib/billing/billing-i18n';
import { onboardingSiren, readOnboardingDraft, writeOnboardingDraft, type OnboardingDraft } from '@/lib/auth/onboarding';

const JOBS = ['manager', 'accountant', 'lawyer', 'sales', 'individual', 'other'] as const;
const SOURCES = ['search-engine', 'word-of-mouth', 'social-network', 'press', 'other'] as const;

/**
 * Three optional questions after a first payment (your company, your job, how you heard of us).
 * The answers are kept as a draft that the page's account links send (`onboarding-account-link.tsx`,
 * the footer's link): nothing here is required, and nothing is sent until the visitor leaves for the account.
 */
export function OnboardingQuestions() {
  const [draft, setDraft] = useState<OnboardingDraft>({ siren: '', job: '', heard_about: '' });
  // sessionStorage exists only in the browser: read after hydration.
  useEffect(() => setDraft(readOnboardingDraft()), []);
  const change = (field: keyof OnboardingDraft, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    writeOnboardingDraft(next);
  };
  const sirenInvalid = onboardingSiren(draft.siren) === null;
  // The answers are stored as their French wording (free text for the API).
  const jobs = JOBS.map((job) => billingT(`onboarding.job-options.${job}`));
  const sources = SOURCES.map((source) => billingT(`onboarding.heard_about-options.${source}`));
  const select = (field: 'job' | 'heard_about', options: readonly string[]) => (
    <TextField
      select
      fullWidth
      label={billingT(`onboarding.${field}`)}
      value={options.includes(draft[field]) ? draft[field] : ''}
      onChange={(event) => change(field, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { name: field } }}
    >
      <option value="">{billingT('onboarding.none')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="onboarding-title" sx={{ p: 2 }}>
      <Typography id="onboarding-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {billingT('onboarding.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {billingT('onboarding.intro')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          fullWidth
          label={billingT('onboarding.siren')}
          value={draft.siren}
          onChange={(event) => change('siren', event.target.value)}
          error={sirenInvalid}
          helperText={sirenInvalid ? billingT('onboarding.siren-invalid') : undefined}
          slotProps={{ htmlInput: { name: 'siren', inputMode: 'numeric', maxLength: 11, autoComplete: 'off' } }}
        />
        {select('job', jobs)}
        {select('heard_about', sources)}
      </Stack>
    </Paper>
  );
}
