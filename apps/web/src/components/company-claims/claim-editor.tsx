'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_LIMITS, formatDateFr, type Claim, type ProfileUpdate, type ProvidedInformation } from '@registre/domain';
import { useState, type FormEvent } from 'react';
import { translateMessageKey } from '@/lib/auth/account-i18n';
import { claimsT } from '@/lib/company-claims/claims-i18n';
import { fileToBase64 } from '@/lib/company-claims/file-to-base64';
import { ActionAlert } from './action-alert';
import { hoursByDay, OpeningHoursFields, rangesOf } from './opening-hours-fields';
import { ProvidedLogo } from './provided-logo';
import { useClaimAction } from './use-claim-action';

export interface ClaimEditorProps {
  claim: Claim;
  provided: ProvidedInformation | null;
  companyName: string;
  apiBaseUrl: string;
  saveProfile(update: ProfileUpdate): Promise<ProvidedInformation>;
  setLogo(contentBase64: string | null): Promise<ProvidedInformation>;
  homeAddress(hide: boolean): Promise<Claim>;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the approved claimant edits: the company's own information, its logo, and the home-address request. */
export function ClaimEditor({ claim, provided, companyName, apiBaseUrl, saveProfile, setLogo, homeAddress }: ClaimEditorProps) {
  const [description, setDescription] = useState(provided?.description ?? '');
  const [website, setWebsite] = useState(provided?.website ?? '');
  const [phone, setPhone] = useState(provided?.phone ?? '');
  const [hours, setHours] = useState(() => hoursByDay(provided?.opening_hours ?? []));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const profileAction = useClaimAction();
  const logoAction = useClaimAction();
  const addressAction = useClaimAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    void profileAction.run(async () => {
      try {
        await saveProfile({ description: orNull(description), website: orNull(website), phone: orNull(phone), opening_hours: rangesOf(hours) });
      } catch (error) {
        const errors = (error as { body?: { errors?: Record<string, string[]> } | null }).body?.errors ?? {};
        setFieldErrors(Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field.split('.')[0] ?? field, translateMessageKey(keys[0] ?? '')])));
        throw error;
      }
      return claimsT('editor.saved');
    });
  };

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    if (file.size > CLAIM_LIMITS.logoMaxBytes) {
      logoAction.setMessage({ severity: 'error', text: translateMessageKey('errors:claims.file-too-large') });
      return;
    }
    void logoAction.run(async () => {
      await setLogo(await fileToBase64(file));
      return claimsT('editor.logoSaved');
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }} component="section" aria-labelledby="informations-entreprise">
      <Typography id="informations-entreprise" variant="h2" sx={{ mb: 1 }}>
        {claimsT('editor.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {claimsT('editor.intro')}
      </Typography>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <ActionAlert message={profileAction.message} />
        <TextField
          label={claimsT('editor.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          error={Boolean(fieldErrors.description)}
          helperText={fieldErrors.description ?? `${claimsT('editor.descriptionHelp')} (${description.length} / ${CLAIM_LIMITS.descriptionMaxLength})`}
        />
        <TextField label={claimsT('editor.website')} type="url" value={website} onChange={(event) => setWebsite(event.target.value)} fullWidth placeholder="https://www.exemple.fr" error={Boolean(fieldErrors.website)} helperText={fieldErrors.website} />
        <TextField label={claimsT('editor.phone')} type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} fullWidth placeholder="01 23 45 67 89" error={Boolean(fieldErrors.phone)} helperText={fieldErrors.phone} />
        <OpeningHoursFields hours={hours} onChange={setHours} />
        {fieldErrors.opening_hours ? <Typography color="error">{fieldErrors.opening_hours}</Typography> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={profileAction.pending}>
            {claimsT('editor.save')}
          </Button>
        </Box>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Stack spacing={2} component="section" aria-labelledby="logo-entreprise">
        <Typography id="logo-entreprise" variant="h3" sx={{ fontSize: '1.125rem' }}>
          {claimsT('editor.logoTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {claimsT('editor.logoHelp')}
        </Typography>
        <ActionAlert message={logoAction.message} />
        {provided?.logo_path ? <ProvidedLogo apiBaseUrl={apiBaseUrl} path={provided.logo_path} alt={claimsT('editor.logoAlt', { name: companyName })} /> : null}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" variant="outlined" disabled={logoAction.pending}>
            {claimsT('editor.logoLabel')}
            <input type="file" hidden accept="image/jpeg,image/png,image/webp" aria-label={claimsT('editor.logoLabel')} onChange={(event) => chooseLogo(event.target.files?.[0])} />
          </Button>
          {provided?.logo_path ? (
            <Button variant="text" disabled={logoAction.pending} onClick={() => void logoAction.run(async () => (await setLogo(null), claimsT('editor.logoRemoved')))}>
              {claimsT('editor.logoRemove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Stack spacing={1.5} component="section" aria-labelledby="adresse-personnelle">
        <Typography id="adresse-personnelle" variant="h3" sx={{ fontSize: '1.125rem' }}>
          {claimsT('editor.addressTitle')}
        </Typography>
        <Typography>{claimsT('editor.addressText')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {claimsT('editor.addressDecree')}
        </Typography>
        <ActionAlert message={addressAction.message} />
        <FormControlLabel
          control={
            <Checkbox
              checked={claim.hide_home_address_requested_at !== null}
              disabled={addressAction.pending}
              onChange={(event) => void addressAction.run(async () => (await homeAddress(event.target.checked), null))}
            />
          }
          label={claimsT('editor.addressCheckbox')}
        />
        {claim.hide_home_address_requested_at ? (
          <Typography variant="body2" color="text.secondary">
            {claimsT('editor.addressRecorded', { date: formatDateFr(claim.hide_home_address_requested_at.slice(0, 10)) })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
