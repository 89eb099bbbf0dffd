'use client';

import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { BILLING_COUNTRIES, type Offer } from '@registre/domain';
import type { UseFormReturn } from 'react-hook-form';
import { FormFieldRow } from '@/components/auth/form-field-row';
import { FormTextField } from '@/components/auth/form-text-field';
import { eurosFromCents } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';
import type { CompanyBillingAddress } from '@/lib/billing/company-billing-address';
import { BillingCompanyPicker } from './billing-company-picker';
import type { PaymentFormOutput, PaymentFormValues } from './payment-form-values';

const TEXT_MAX = { slotProps: { htmlInput: { maxLength: 80 } } };
type PrefilledField = 'company_name' | 'siren' | 'address_line' | 'postcode' | 'city' | 'country';
const countryName = (code: string) => new Intl.DisplayNames(['fr'], { type: 'region' }).of(code) ?? code;

/**
 * The billing identity of the payment form: a consumer or a business; a business picks its company
 * from the register (name, SIREN and head office prefilled, all still editable), gives its VAT
 * number where it has one and reads the prices HT beside TTC. Then the name and the postal address.
 */
export function BillingIdentityFields({ form, offer }: { form: UseFormReturn<PaymentFormValues, unknown, PaymentFormOutput>; offer: Offer }) {
  const business = form.watch('buyer_type') === 'business';
  const { plan, prices_ht: ht } = offer;

  /** A field the picker fills keeps its label above the value: react-hook-form sets it without MUI seeing the change. */
  const label = (name: PrefilledField) => ({ shrink: form.watch(name) ? true : undefined });

  function prefill(company: CompanyBillingAddress) {
    const set = (name: PrefilledField, value: string | null) => {
      if (value !== null) form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    };
    set('company_name', company.name);
    set('siren', company.siren);
    set('address_line', company.addressLine);
    set('postcode', company.postcode);
    set('city', company.city);
    set('country', 'FR');
  }

  return (
    <>
      <FormLabel id="buyer-type-label" sx={{ display: 'block', mt: 2, color: 'text.primary' }}>
        {billingT('payment.buyerType')}
      </FormLabel>
      <RadioGroup row aria-labelledby="buyer-type-label" value={form.watch('buyer_type')} onChange={(event) => form.setValue('buyer_type', event.target.value === 'business' ? 'business' : 'individual')}>
        <FormControlLabel value="individual" control={<Radio />} label={billingT('payment.buyerIndividual')} />
        <FormControlLabel value="business" control={<Radio />} label={billingT('payment.buyerBusiness')} />
      </RadioGroup>
      {business ? (
        <>
          <Alert severity="info" sx={{ mt: 1 }}>
            {billingT('payment.pricesHt', {
              trialHt: eurosFromCents(ht.trial_price_ht_cents),
              trialTtc: eurosFromCents(plan.trial_price_cents),
              renewalHt: eurosFromCents(ht.renewal_price_ht_cents),
              renewalTtc: eurosFromCents(plan.renewal_price_cents),
              period: billingT(`periods.${plan.renewal_period}`),
              rate: ht.vat_rate_basis_points / 100,
            })}
          </Alert>
          <BillingCompanyPicker onPick={prefill} />
          <FormFieldRow>
            <FormTextField form={form} name="company_name" label={billingT('payment.fields.companyName')} autoComplete="organization" required slotProps={{ htmlInput: { maxLength: 80 }, inputLabel: label('company_name') }} />
            <FormTextField form={form} name="siren" label={billingT('payment.fields.siren')} required slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' }, inputLabel: label('siren') }} />
          </FormFieldRow>
          <FormTextField form={form} name="vat_number" label={billingT('payment.fields.vatNumber')} {...TEXT_MAX} />
        </>
      ) : null}
      <FormFieldRow>
        <FormTextField form={form} name="firstname" label={billingT('payment.fields.firstname')} autoComplete="given-name" required {...TEXT_MAX} />
        <FormTextField form={form} name="lastname" label={billingT('payment.fields.lastname')} autoComplete="family-name" required {...TEXT_MAX} />
      </FormFieldRow>
      <FormTextField form={form} name="address_line" label={billingT('payment.fields.addressLine')} autoComplete="address-line1" required slotProps={{ htmlInput: { maxLength: 80 }, inputLabel: label('address_line') }} />
      <FormFieldRow>
        <FormTextField form={form} name="postcode" label={billingT('payment.fields.postcode')} autoComplete="postal-code" required slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' }, inputLabel: label('postcode') }} />
        <FormTextField form={form} name="city" label={billingT('payment.fields.city')} autoComplete="address-level2" required slotProps={{ htmlInput: { maxLength: 80 }, inputLabel: label('city') }} />
      </FormFieldRow>
      <FormFieldRow>
        <FormTextField form={form} name="country" label={billingT('payment.fields.country')} autoComplete="country" required select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {BILLING_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </FormTextField>
        <FormTextField form={form} name="phone" label={billingT('payment.fields.phone')} autoComplete="tel" {...TEXT_MAX} />
      </FormFieldRow>
    </>
  );
}
