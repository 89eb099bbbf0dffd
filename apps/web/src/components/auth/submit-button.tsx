'use client';

import Button, { type ButtonProps } from '@mui/material/Button';
import { authT } from '@/lib/auth/account-i18n';

/** The submit button of a form: disabled and saying so while the form is being sent. */
export function SubmitButton({ pending, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" variant="contained" disabled={pending} aria-busy={pending} sx={{ mt: 2 }} {...props}>
      {pending ? authT('status.sending') : children}
    </Button>
  );
}
