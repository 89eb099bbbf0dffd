'use client';

import Alert from '@mui/material/Alert';
import type { FormMessage } from '@/lib/auth/use-api-form';

/**
 * The message above a form. An error is an alert (announced at once); a success or an
 * information is a polite status.
 */
export function FormMessageAlert({ message }: { message: FormMessage | null }) {
  if (message === null) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message.text}
    </Alert>
  );
}
