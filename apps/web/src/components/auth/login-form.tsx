'use client';

import Box from '@mui/material/Box';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { authT } from '@/lib/auth/account-i18n';
import { login } from '@/lib/auth/auth-api';
import { ACCOUNT_PATHS, GUEST_ONLY_REDIRECT } from '@/lib/auth/auth-routes';
import { loginFormSchema } from '@/lib/auth/forms/auth-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';
import { useAuth } from '@/lib/auth/use-auth';
import { FormCheckbox } from './form-checkbox';
import { FormMessageAlert } from './form-message-alert';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

/**
 * The login form (guest-only page). A 422 shows one message above the form (it never says
 * which of the e-mail or the password was wrong); a success
 * refetches the profile, then goes to `redirectTo` (a safe same-site path) or home.
 */
export function LoginForm({ redirectTo, passwordWasReset }: { redirectTo: string | null; passwordWasReset: boolean }) {
  const api = useApiClient();
  // Before a login, a visitor who is already signed in goes to the configured target; after it,
  // to the requested page or home (SPECIFICATION §4).
  const [target, setTarget] = useState<string>(GUEST_ONLY_REDIRECT);
  const { refreshUser } = useAuth({ middleware: 'guest', redirectIfAuthenticated: target });
  const { form, message, onSubmit } = useApiForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '', remember: false },
    apiFieldErrors: false,
    onSubmit: async (values) => {
      await login(api, values);
      setTarget(redirectTo ?? ACCOUNT_PATHS.home);
      await refreshUser();
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={authT('login.title')}>
      {passwordWasReset && message === null ? <FormMessageAlert message={{ severity: 'success', text: authT('login.passwordReset') }} /> : null}
      <FormMessageAlert message={message} />
      <FormTextField form={form} name="email" label={authT('fields.email')} type="email" autoComplete="email" required />
      <FormTextField form={form} name="password" label={authT('fields.password')} type="password" autoComplete="current-password" required />
      <FormCheckbox form={form} name="remember" label={authT('fields.remember')} />
      <SubmitButton pending={form.formState.isSubmitting}>{authT('login.submit')}</SubmitButton>
      <Box component="p" sx={{ mt: 3, mb: 0 }}>
        <AppLink href={ACCOUNT_PATHS.forgotPassword}>{authT('login.forgotPassword')}</AppLink>
      </Box>
      <Box component="p" sx={{ mb: 0 }}>
        {authT('login.noAccount')} <AppLink href={ACCOUNT_PATHS.register}>{authT('login.registerLink')}</AppLink>
      </Box>
    </Box>
  );
}
