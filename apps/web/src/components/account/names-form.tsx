'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { CurrentUser } from '@registre/domain';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { FormTextField } from '@/components/auth/form-text-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { accountT, authT } from '@/lib/auth/account-i18n';
import { namesFormSchema } from '@/lib/auth/forms/account-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';
import { useProfileUpdate } from '@/lib/auth/use-profile-update';

/** First and last name of the signed-in user. */
export function NamesForm({ user }: { user: CurrentUser }) {
  const update = useProfileUpdate();
  const { form, message, onSubmit } = useApiForm({
    schema: namesFormSchema,
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
    onSubmit: async (values, self) => {
      await update(values);
      self.reset(values);
      return { severity: 'success', text: accountT('profile.saved') };
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={accountT('profile.title')}>
      <FormMessageAlert message={message} />
      <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField form={form} name="first_name" label={authT('fields.firstName')} autoComplete="given-name" required />
        <FormTextField form={form} name="last_name" label={authT('fields.lastName')} autoComplete="family-name" required />
      </Stack>
      <SubmitButton pending={form.formState.isSubmitting}>{accountT('profile.submit')}</SubmitButton>
    </Box>
  );
}
