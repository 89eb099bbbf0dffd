'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Offer } from '@registre/domain';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormCheckbox } from '@/components/auth/form-checkbox';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { FormFieldRow } from '@/components/auth/form-field-row';
import { FormTextField } from '@/components/auth/form-text-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { ACCOUNT_PATHS } from '@/lib/auth/auth-routes';
import { useApiForm } from '@/lib/auth/use-api-form';
import { useAuth } from '@/lib/auth/use-auth';
import { billingApi, dateFr, eurosFromCents } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';
import { forgetPaymentFormValues, keepPaymentFormValues, keptPaymentFormValues } from '@/lib/billing/kept-payment-form';
import { getTrackingSource } from '@/lib/tracking/tracking-source';
import { BillingIdentityFields } from './billing-identity-fields';
import { billingIdentityBody, checkoutFormSchema, PAYMENT_FORM_DEFAULTS, paymentFormSchema } from './payment-form-values';

/** The card-field errors of the API (`card.card_number`) land on the form's flat card fields. */
function flattenCardErrors(error: unknown): unknown {
  if (!(error instanceof ApiClientError) || !error.body?.errors) return error;
  const errors = Object.fromEntries(Object.entries(error.body.errors).map(([field, keys]) => [field.replace(/^card\./, ''), keys]));
  return new ApiClientError(error.status, { ...error.body, errors });
}

/**
 * The payment form of /paiement-securise: the account fields (or the signed-in shortcut), the
 * billing identity, the card (sandbox), the immediate-delivery waiver and the terms, and a button
 * that names the payment. The recap above it says what is charged now and what follows.
 */
export function PaymentForm({ offer, preOrderId }: { offer: Offer; preOrderId: string | null }) {
  const api = useApiClient();
  const router = useRouter();
  // /paiement-securise or /payment (the new design's address): sign-in comes back to the same one.
  const funnelPath = usePathname();
  const { user, refreshUser } = useAuth();
  const signedIn = Boolean(user);
  const checkout = offer.payment_provider === 'stripe';
  const [cardholder, setCardholder] = useState<string | null>(null);
  const plan = offer.plan;
  const renewalDate = dateFr(new Date(Date.now() + plan.trial_days * 86_400_000).toISOString());
  const prices = { trialPrice: eurosFromCents(plan.trial_price_cents), renewalPrice: eurosFromCents(plan.renewal_price_cents), period: billingT(`periods.${plan.renewal_period}`), renewalDate, days: plan.trial_days };

  useEffect(() => {
    if (signedIn) billingApi.cardholderName(api).then(setCardholder, () => undefined);
  }, [api, signedIn]);

  const { form, message, onSubmit } = useApiForm({
    schema: checkout ? checkoutFormSchema : paymentFormSchema,
    defaultValues: PAYMENT_FORM_DEFAULTS,
    onSubmit: async (values) => {
      keepPaymentFormValues(values);
      const { card_number, exp_month, exp_year, cvc, cardholder_name, email, password, password_confirmation, ...rest } = billingIdentityBody(values);
      const body: Record<string, unknown> = {
        ...rest,
        ...(checkout ? {} : { card: { card_number, exp_month, exp_year, cvc, cardholder_name: cardholder_name || cardholder || '' } }),
        ...(preOrderId ? { pre_order_id: preOrderId } : {}),
        ...(signedIn ? {} : { email, password, password_confirmation, tracking_source: getTrackingSource()?.trackingSource ?? null }),
      };
      try {
        const outcome = await billingApi.subscribe(api, body, signedIn);
        await refreshUser();
        if (outcome.outcome === 'succeeded') forgetPaymentFormValues();
        // Stripe Checkout is another site: a full navigation, not a route of ours.
        if (outcome.outcome === 'redirect' && /^https?:\/\//.test(outcome.redirect)) window.location.assign(outcome.redirect);
        else router.push(outcome.redirect);
      } catch (error) {
        if (!signedIn) await refreshUser();
        throw flattenCardErrors(error);
      }
    },
  });

  // What was typed before a declined card, a refused challenge or a sign-in comes back (never the card).
  useEffect(() => {
    const kept = keptPaymentFormValues();
    if (Object.keys(kept).length > 0) form.reset({ ...form.getValues(), ...kept });
  }, [form]);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={billingT('payment.title')}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {billingT('payment.accountTitle')}
        </Typography>
        {signedIn ? (
          <Typography>{billingT('payment.signedInAs', { email: user?.email ?? '' })}</Typography>
        ) : (
          <>
            <Typography variant="body2">
              {billingT('payment.haveAccount')} <AppLink href={`${ACCOUNT_PATHS.login}?redirect=${encodeURIComponent(`${funnelPath}${preOrderId ? `?pre_order=${preOrderId}` : ''}`)}`}>{billingT('payment.login')}</AppLink>
            </Typography>
            <FormTextField form={form} name="email" label={billingT('payment.fields.email')} type="email" autoComplete="email" required />
            {/* One under the other: "Confirmation du mot de passe" does not fit half the form's width. */}
            <FormTextField form={form} name="password" label={billingT('payment.fields.password')} type="password" autoComplete="new-password" required />
            <FormTextField form={form} name="password_confirmation" label={billingT('payment.fields.passwordConfirmation')} type="password" autoComplete="new-password" required />
          </>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {billingT('payment.billingTitle')}
        </Typography>
        <BillingIdentityFields form={form} offer={offer} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {billingT('payment.cardTitle')}
        </Typography>
        {checkout ? (
          <Alert severity="info" sx={{ my: 1 }}>
            {billingT('payment.checkoutNotice')}
          </Alert>
        ) : (
          <>
            <Alert severity="info" sx={{ my: 1 }}>
              {billingT('payment.sandboxNotice')}
            </Alert>
            <FormTextField form={form} name="card_number" label={billingT('payment.fields.cardNumber')} autoComplete="cc-number" required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }} />
            <FormFieldRow onPhone="row">
              <FormTextField form={form} name="exp_month" label={billingT('payment.fields.expMonth')} autoComplete="cc-exp-month" required placeholder="MM" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }} />
              <FormTextField form={form} name="exp_year" label={billingT('payment.fields.expYear')} autoComplete="cc-exp-year" required placeholder="AA" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
              <FormTextField form={form} name="cvc" label={billingT('payment.fields.cvc')} autoComplete="cc-csc" required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
            </FormFieldRow>
            <FormTextField form={form} name="cardholder_name" label={billingT('payment.fields.cardholderName')} autoComplete="cc-name" placeholder={cardholder ?? undefined} required />
          </>
        )}
      </Paper>
      <FormCheckbox form={form} name="withdrawal_waiver" label={billingT('payment.waiver')} />
      <FormCheckbox form={form} name="terms_accepted" label={billingT('payment.terms')} />
      <Box component="p" sx={{ mt: 0 }}>
        <AppLink href={ACCOUNT_PATHS.terms}>{billingT('payment.termsLink')}</AppLink>
        {' · '}
        <AppLink href={ACCOUNT_PATHS.privacy}>{billingT('payment.privacyLink')}</AppLink>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {billingT('payment.submitHint', prices)}
      </Typography>
      <FormMessageAlert message={message} focusOnShow />
      <SubmitButton pending={form.formState.isSubmitting}>{billingT('payment.submit', prices)}</SubmitButton>
    </Box>
  );
}
