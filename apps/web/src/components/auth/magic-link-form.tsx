'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { authT, translateMessageKey } from '@/lib/auth/account-i18n';
import { requestMagicLink } from '@/lib/auth/auth-api';
import { emailOnlyFormSchema } from '@/lib/auth/forms/auth-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';
import { FormMessageAlert } from './form-message-alert';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

/** Asks for a single-use sign-in link by mail (same answer whether or not the account exists). */
export function MagicLinkForm() {
  const api = useApiClient();
  const { form, message, onSubmit } = useApiForm({
    schema: emailOnlyFormSchema,
    defaultValues: { email: '' },
    onSubmit: async (values) => {
      const key = await requestMagicLink(api, values);
      return key ? { severity: 'success', text: translateMessageKey(key) } : null;
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="magic-link-title">
      <Typography id="magic-link-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {authT('login.magicLink.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {authT('login.magicLink.intro')}
      </Typography>
      <FormMessageAlert message={message} />
      <FormTextField form={form} name="email" id="magic-link-email" label={authT('fields.email')} type="email" autoComplete="email" required />
      <SubmitButton pending={form.formState.isSubmitting} variant="outlined">
        {authT('login.magicLink.submit')}
      </SubmitButton>
    </Box>
  );
}
