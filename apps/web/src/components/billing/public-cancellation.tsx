'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { object, string } from 'zod';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { FormTextField } from '@/components/auth/form-text-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApiForm } from '@/lib/auth/use-api-form';
import { billingApi } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';

const REQUIRED = 'common:input.error-message.required';
const schema = object({ email: string().trim().min(1, { error: REQUIRED }), contract_reference: string().trim().min(1, { error: REQUIRED }) });

/** /resiliation: cancel without signing in (D.215-1, D.215-2): e-mail and contract reference, then a mailed confirmation link. */
export function PublicCancellation() {
  const api = useApiClient();
  const { form, message, onSubmit } = useApiForm({
    schema,
    defaultValues: { email: '', contract_reference: '' },
    onSubmit: async (values) => {
      await billingApi.requestPublicCancellation(api, values);
      form.reset();
      return { severity: 'success', text: billingT('cancel.publicSent') };
    },
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={billingT('cancel.publicTitle')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {billingT('cancel.publicIntro')}
      </Alert>
      <FormMessageAlert message={message} />
      <FormTextField form={form} name="email" type="email" autoComplete="email" label={billingT('cancel.publicEmail')} required />
      <FormTextField form={form} name="contract_reference" label={billingT('cancel.publicReference')} required />
      <SubmitButton pending={form.formState.isSubmitting}>{billingT('cancel.publicSubmit')}</SubmitButton>
    </Box>
  );
}
