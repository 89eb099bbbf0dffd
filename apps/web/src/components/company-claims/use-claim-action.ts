'use client';

import { useState } from 'react';
import { isApiClientError } from '@/lib/api-client/api-client-error';
import { translateMessageKey } from '@/lib/auth/account-i18n';

export interface ActionMessage {
  severity: 'success' | 'error' | 'info';
  text: string;
}

/** Runs one call of a claim form: pending state, and the French message of its outcome (the API's message key on failure). */
export function useClaimAction() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const run = async (work: () => Promise<string | null>) => {
    setPending(true);
    setMessage(null);
    try {
      const done = await work();
      if (done) setMessage({ severity: 'success', text: done });
    } catch (error) {
      const key = isApiClientError(error) ? (error.body?.message ?? 'errors:server.internal') : 'errors:server.internal';
      setMessage({ severity: 'error', text: translateMessageKey(key) });
    } finally {
      setPending(false);
    }
  };
  return { pending, message, setMessage, run };
}
