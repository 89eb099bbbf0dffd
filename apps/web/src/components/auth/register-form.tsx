'use client';

import { AUTH_KEYS } from '@registre/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useState } from 'react';
import { authT, translateMessageKey } from '@/lib/auth/account-i18n';
import { register } from '@/lib/auth/auth-api';
import { ACCOUNT_PATHS, GUEST_ONLY_REDIRECT, REDIRECT_PARAM } from '@/lib/auth/auth-routes';
import { registerFormSchema } from '@/lib/auth/forms/auth-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';
import { useAuth } from '@/lib/auth/use-auth';
import { getTrackingSource } from '@/lib/tracking/tracking-source';
import { FormCheckbox } from './form-checkbox';
import { FormMessageAlert } from './form-message-alert';
import { FormFieldRow } from './form-field-row';
import { FormTextField } from './form-text-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

/** What the page says once the request is sent: the same whether the address was new or already had an account. */
function RegistrationSent({ email, messageKey }: { email: string; messageKey: string }) {
  return (
    <Alert severity="success" role="status" data-testid="registration-sent">
      <AlertTitle>{authT('register.sentTitle')}</AlertTitle>
      <Box component="p" sx={{ mt: 0 }}>
        {translateMessageKey(messageKey)}
      </Box>
      <Box component="p">{authT('register.sentTo', { email })}</Box>
      <Box component="p">{authT('register.sentSpam')}</Box>
      <AppLink href={`${ACCOUNT_PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(ACCOUNT_PATHS.account)}`}>{authT('register.loginLink')}</AppLink>
    </Alert>
  );
}

/**
 * The registration form (guest-only page). A 422's field errors land on their fields; a success
 * replaces the form by the request's acknowledgement (the address is confirmed from the mail, then
 * the user signs in): the page tells nobody whether the address already had an account.
 */
export function RegisterForm() {
  const api = useApiClient();
  useAuth({ middleware: 'guest', redirectIfAuthenticated: GUEST_ONLY_REDIRECT });
  const [sent, setSent] = useState<{ email: string; messageKey: string } | null>(null);
  const { form, message, onSubmit } = useApiForm({
    schema: registerFormSchema,
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '', terms_accepted: false },
    onSubmit: async (values) => {
      const messageKey = await register(api, { ...values, tracking_source: getTrackingSource()?.trackingSource ?? null });
      setSent({ email: values.email, messageKey: messageKey ?? AUTH_KEYS.registrationMailSent });
    },
  });
  if (sent) return <RegistrationSent {...sent} />;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={authT('register.title')}>
      <Typography variant="body2" color="text.secondary">
        {authT('hints.requiredFields')}
      </Typography>
      <FormMessageAlert message={message} />
      <FormFieldRow>
        <FormTextField form={form} name="first_name" label={authT('fields.firstName')} autoComplete="given-name" required />
        <FormTextField form={form} name="last_name" label={authT('fields.lastName')} autoComplete="family-name" required />
      </FormFieldRow>
      <FormTextField form={form} name="email" label={authT('fields.email')} type="email" autoComplete="email" required />
      <NewPasswordFields form={form} label={authT('fields.password')} />
      <FormCheckbox form={form} name="terms_accepted" label={authT('register.terms')} />
      <Box component="p" sx={{ mt: 0 }}>
        <AppLink href={ACCOUNT_PATHS.terms}>{authT('register.termsLink')}</AppLink>
        {' · '}
        <AppLink href={ACCOUNT_PATHS.privacy}>{authT('register.privacyLink')}</AppLink>
      </Box>
      <SubmitButton pending={form.formState.isSubmitting}>{authT('register.submit')}</SubmitButton>
      <Box component="p" sx={{ mt: 3, mb: 0 }}>
        {authT('register.haveAccount')} <AppLink href={ACCOUNT_PATHS.login}>{authT('register.loginLink')}</AppLink>
      </Box>
    </Box>
  );
}
