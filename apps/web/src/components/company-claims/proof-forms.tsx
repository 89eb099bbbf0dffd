'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_LIMITS, type Claim, type CompanyClaimStatus } from '@registre/domain';
import { useState, type FormEvent } from 'react';
import { claimsT } from '@/lib/company-claims/claims-i18n';
import { fileToBase64 } from '@/lib/company-claims/file-to-base64';
import { translateMessageKey } from '@/lib/auth/account-i18n';
import { ActionAlert } from './action-alert';
import { useClaimAction } from './use-claim-action';

interface ProofFormsProps {
  status: CompanyClaimStatus;
  accountName: string;
  startEmail(email: string): Promise<Claim>;
  startDocument(contentBase64: string): Promise<Claim>;
}

/** The two ways to prove the link, each available or saying why not. */
export function ProofForms({ status, accountName, startEmail, startDocument }: ProofFormsProps) {
  const [email, setEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const emailAction = useClaimAction();
  const documentAction = useClaimAction();

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    void emailAction.run(async () => {
      await startEmail(email.trim());
      return null;
    });
  };
  const submitDocument = (event: FormEvent) => {
    event.preventDefault();
    if (file === null) return;
    void documentAction.run(async () => {
      if (file.size > CLAIM_LIMITS.documentMaxBytes) throw new Error('too large');
      await startDocument(await fileToBase64(file));
      return null;
    });
  };
  const tooLarge = file !== null && file.size > CLAIM_LIMITS.documentMaxBytes;

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{claimsT('claim.proofTitle')}</Typography>
      <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }} component="section" aria-labelledby="preuve-email">
        <Typography id="preuve-email" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {claimsT('claim.emailTitle')}
        </Typography>
        {status.known_domains.length === 0 ? (
          <Typography color="text.secondary">{claimsT('claim.emailUnavailable')}</Typography>
        ) : (
          <Stack component="form" spacing={2} onSubmit={submitEmail} noValidate>
            <Typography>{claimsT('claim.emailText', { domains: status.known_domains.join(', ') })}</Typography>
            <ActionAlert message={emailAction.message} />
            <TextField label={claimsT('claim.emailLabel')} type="email" value={email} onChange={(event) => setEmail(event.target.value)} required fullWidth autoComplete="email" placeholder={`prenom@${status.known_domains[0] ?? ''}`} />
            <Box>
              <Button type="submit" variant="contained" disabled={emailAction.pending || email.trim() === ''}>
                {claimsT('claim.emailSubmit')}
              </Button>
            </Box>
          </Stack>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }} component="section" aria-labelledby="preuve-justificatif">
        <Typography id="preuve-justificatif" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {claimsT('claim.documentTitle')}
        </Typography>
        {!status.representative_match ? (
          <Typography color="text.secondary">{claimsT('claim.documentUnavailable', { name: accountName })}</Typography>
        ) : (
          <Stack component="form" spacing={2} onSubmit={submitDocument} noValidate>
            <Typography>{claimsT('claim.documentText', { name: accountName })}</Typography>
            <ActionAlert message={tooLarge ? { severity: 'error', text: translateMessageKey('errors:claims.file-too-large') } : documentAction.message} />
            <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {file ? file.name : claimsT('claim.documentLabel')}
              <input type="file" hidden accept="application/pdf,image/jpeg,image/png" aria-label={claimsT('claim.documentLabel')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </Button>
            <Box>
              <Button type="submit" variant="contained" disabled={documentAction.pending || file === null || tooLarge}>
                {claimsT('claim.documentSubmit')}
              </Button>
            </Box>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
