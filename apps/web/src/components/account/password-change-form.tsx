'use client';

import Box from '@mui/material/Box';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { FormTextField } from '@/components/auth/form-text-field';
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import { SubmitButton } from '@/components/auth/submit-button';
import { accountT, authT } from '@/lib/auth/account-i18n';
import { passwordChangeFormSchema } from '@/lib/auth/forms/account-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';
import { useProfileUpdate } from '@/lib/auth/use-profile-update';

/** A new password, with the current one (the API then ends the user's other sessions). */
export function PasswordChangeForm({ email }: { email: string }) {
  const update = useProfileUpdate();
  const { form, message, onSubmit } = useApiForm({
    schema: passwordChangeFormSchema,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    onSubmit: async (values, self) => {
      await update(values);
      self.reset();
      return { severity: 'success', text: accountT('password.saved') };
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={accountT('password.title')}>
      <FormMessageAlert message={message} />
      {/* Tells password managers whose password this is (it is not sent). */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormTextField
        form={form}
        name="current_password"
        id="password-current-password"
        label={authT('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields form={form} label={authT('fields.newPassword')} />
      <SubmitButton pending={form.formState.isSubmitting}>{accountT('password.submit')}</SubmitButton>
    </Box>
  );
}
