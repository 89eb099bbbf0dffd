'use client';

import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { authT, translateMessageKey } from '@/lib/auth/account-i18n';
import { apiFormErrors } from '@/lib/auth/api-form-errors';
import { resendEmailVerification } from '@/lib/auth/auth-api';
import type { FormMessage } from '@/lib/auth/use-api-form';

/** Asks the API to mail a new verification link, and reports the outcome through `onMessage`. */
export function ResendVerificationButton({
  label,
  onMessage,
  ...props
}: Omit<ButtonProps, 'onClick'> & { label: string; onMessage: (message: FormMessage | null) => void }) {
  const api = useApiClient();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    onMessage(null);
    try {
      const key = await resendEmailVerification(api);
      onMessage(key ? { severity: 'success', text: translateMessageKey(key) } : null);
    } catch (error) {
      onMessage({ severity: 'error', text: translateMessageKey(apiFormErrors(error, []).message ?? '') });
    } finally {
      setSending(false);
    }
  }

  return (
    <Button {...props} onClick={resend} disabled={sending} aria-busy={sending}>
      {sending ? authT('status.sending') : label}
    </Button>
  );
}
