'use client';

import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import type { FormMessage } from '@/lib/auth/use-api-form';

/**
 * The message of a form. An error is an alert (announced at once); a success or an
 * information is a polite status. `focusOnShow` moves the focus to it when it appears (a message
 * shown by the submit button of a long form, where the visitor's eyes and keyboard are).
 */
export function FormMessageAlert({ message, focusOnShow = false }: { message: FormMessage | null; focusOnShow?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow && message) ref.current?.focus();
  }, [focusOnShow, message]);
  if (message === null) return null;
  return (
    <Alert ref={ref} tabIndex={focusOnShow ? -1 : undefined} severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message.text}
    </Alert>
  );
}
