'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@registre/domain';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { FormTextField } from '@/components/auth/form-text-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { accountT, authT } from '@/lib/auth/account-i18n';
import { emailChangeFormSchema } from '@/lib/auth/forms/account-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';
import { useProfileUpdate } from '@/lib/auth/use-profile-update';

/** A new e-mail address, confirmed with the current password; the API then asks to verify it. */
export function EmailChangeForm({ user }: { user: CurrentUser }) {
  const update = useProfileUpdate();
  const { form, message, onSubmit } = useApiForm({
    schema: emailChangeFormSchema,
    defaultValues: { email: '', current_password: '' },
    onSubmit: async (values, self) => {
      await update(values);
      self.reset();
      return { severity: 'success', text: accountT('email.saved') };
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={accountT('email.title')}>
      <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
        {accountT('email.current', { email: user.email })}
      </Typography>
      <FormMessageAlert message={message} />
      <FormTextField form={form} name="email" label={accountT('email.newEmail')} type="email" autoComplete="email" required />
      <FormTextField
        form={form}
        name="current_password"
        id="email-current-password"
        label={authT('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton pending={form.formState.isSubmitting}>{accountT('email.submit')}</SubmitButton>
    </Box>
  );
}
