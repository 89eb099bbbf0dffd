'use client';

import Box from '@mui/material/Box';
import { useRouter } from 'next/navigation';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { authT } from '@/lib/auth/account-i18n';
import { resetPassword } from '@/lib/auth/auth-api';
import { ACCOUNT_PATHS, GUEST_ONLY_REDIRECT, PASSWORD_RESET_PARAM } from '@/lib/auth/auth-routes';
import { resetPasswordFormSchema } from '@/lib/auth/forms/auth-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';
import { useAuth } from '@/lib/auth/use-auth';
import { FormMessageAlert } from './form-message-alert';
import { FormTextField } from './form-text-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

/**
 * Chooses a new password with the mailed token (from the page's path) and e-mail (from its
 * query string, editable). On success the visitor signs in again with the new password.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const api = useApiClient();
  const router = useRouter();
  useAuth({ middleware: 'guest', redirectIfAuthenticated: GUEST_ONLY_REDIRECT });
  const { form, message, onSubmit } = useApiForm({
    schema: resetPasswordFormSchema,
    defaultValues: { email, password: '', password_confirmation: '' },
    onSubmit: async (values) => {
      await resetPassword(api, { token, ...values });
      router.push(`${ACCOUNT_PATHS.login}?${PASSWORD_RESET_PARAM}=1`);
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={authT('resetPassword.title')}>
      <FormMessageAlert message={message} />
      <FormTextField form={form} name="email" label={authT('fields.email')} type="email" autoComplete="email" required />
      <NewPasswordFields form={form} label={authT('fields.newPassword')} />
      <SubmitButton pending={form.formState.isSubmitting}>{authT('resetPassword.submit')}</SubmitButton>
      <Box component="p" sx={{ mt: 3, mb: 0 }}>
        <AppLink href={ACCOUNT_PATHS.forgotPassword}>{authT('resetPassword.requestNewLink')}</AppLink>
      </Box>
    </Box>
  );
}
