'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { claimsT } from '@/lib/company-claims/claims-i18n';
import { ActionAlert } from './action-alert';
import { useClaimAction } from './use-claim-action';

/** Withdraws the claim, after a second click that says what it removes. */
export function WithdrawClaim({ withdraw }: { withdraw(): Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const action = useClaimAction();
  if (!confirming) {
    return (
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        {claimsT('claim.withdraw')}
      </Button>
    );
  }
  return (
    <Stack spacing={1.5}>
      <ActionAlert message={action.message} />
      <Typography>{claimsT('claim.withdrawText')}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="error" disabled={action.pending} onClick={() => void action.run(async () => (await withdraw(), null))}>
          {claimsT('claim.withdrawConfirm')}
        </Button>
        <Button onClick={() => setConfirming(false)}>{claimsT('claim.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
