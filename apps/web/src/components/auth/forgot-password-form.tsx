'use client';

import Box from '@mui/material/Box';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { authT, translateMessageKey } from '@/lib/auth/account-i18n';
import { forgotPassword } from '@/lib/auth/auth-api';
import { ACCOUNT_PATHS, GUEST_ONLY_REDIRECT } from '@/lib/auth/auth-routes';
import { emailOnlyFormSchema } from '@/lib/auth/forms/auth-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';
import { useAuth } from '@/lib/auth/use-auth';
import { FormMessageAlert } from './form-message-alert';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

/** Asks for a password-reset link; the API answers the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const api = useApiClient();
  useAuth({ middleware: 'guest', redirectIfAuthenticated: GUEST_ONLY_REDIRECT });
  const { form, message, onSubmit } = useApiForm({
    schema: emailOnlyFormSchema,
    defaultValues: { email: '' },
    onSubmit: async (values) => {
      const key = await forgotPassword(api, values);
      return key ? { severity: 'success', text: translateMessageKey(key) } : null;
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={authT('forgotPassword.title')}>
      <FormMessageAlert message={message} />
      <FormTextField form={form} name="email" label={authT('fields.email')} type="email" autoComplete="email" required />
      <SubmitButton pending={form.formState.isSubmitting}>{authT('forgotPassword.submit')}</SubmitButton>
      <Box component="p" sx={{ mt: 3, mb: 0 }}>
        <AppLink href={ACCOUNT_PATHS.login}>{authT('forgotPassword.backToLogin')}</AppLink>
      </Box>
    </Box>
  );
}
