'use client';

import Button from '@mui/material/Button';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ACCOUNT_PATHS } from '@/lib/auth/auth-routes';
import { sendOnboardingUpdate } from '@/lib/auth/onboarding';

/**
 * The success page's account link (SPECIFICATION §2): clicking it sends the onboarding user-info
 * update (the answers of the questions above, or none), then opens the account. A failed update
 * does not hold the visitor back: the account opens all the same.
 */
export function OnboardingAccountLink({ label }: { label: string }) {
  const api = useApiClient();
  const router = useRouter();
  const [sending, setSending] = useState(false);
  return (
    <Button
      variant="contained"
      href={ACCOUNT_PATHS.account}
      disabled={sending}
      onClick={(event) => {
        event.preventDefault();
        setSending(true);
        sendOnboardingUpdate(api)
          .catch(() => undefined)
          .finally(() => router.push(ACCOUNT_PATHS.account));
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
