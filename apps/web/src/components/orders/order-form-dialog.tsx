'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { clearStepValues, readStepValues, writeStepValues, type StepValues } from '@/lib/orders/document-form-values';
import { invalidFields, orderFormBody, orderFormSteps, type OrderFormField } from '@/lib/orders/order-form-spec';
import { orderText, ordersT } from '@/lib/orders/orders-i18n';
import { OrderButton } from './order-button';
import type { OrderFormProps } from './order-form-props';

/** A field's label (`orders:form.{name}`, keys chosen at run time). */
const formText = (key: string) => orderText(`orders:form.${key}`);
const fieldLabel = (field: OrderFormField) => `${formText(field.name)}${field.required ? ' *' : ''}`;

/**
 * The dialog of an order form (order-form.tsx), loaded the first time its button is used: one or
 * two steps whose values are remembered per step for the company (sessionStorage, SPECIFICATION §3)
 * and restored when the visitor comes back; the last step holds the order button with its price.
 * Values are forgotten once the order is placed. The dialog stays mounted when closed, so that an
 * order placed from it is still followed and its file downloaded.
 */
export function OrderFormDialog({ kind, siren, documentName, priceNote, choices, provider, open, onClose }: OrderFormProps & { open: boolean; onClose: () => void }) {
  const steps = orderFormSteps(kind);
  const titleId = useId();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<StepValues>({});
  const [touched, setTouched] = useState(false);

  // sessionStorage exists only in the browser: read after hydration, so server and client first render alike.
  useEffect(() => setValues(readStepValues(kind, siren)), [kind, siren]);

  const current = steps[step] ?? [];
  const stepValues = values[step] ?? {};
  // A remembered choice that the list no longer offers counts as no choice.
  const valueOf = (field: OrderFormField) => {
    const value = stepValues[field.name] ?? '';
    const options = choices[field.name];
    return field.input === 'select' && options && !options.some((option) => option.value === value) ? '' : value;
  };
  const shown = Object.fromEntries(current.map((field) => [field.name, valueOf(field)]));
  const invalid = new Set(invalidFields(current, shown));
  const allValid = steps.every((fields, index) => {
    const remembered = index === step ? shown : (values[index] ?? {});
    return invalidFields(fields, remembered).length === 0;
  });

  const setField = (name: string, value: string) => {
    const next = { ...stepValues, [name]: value };
    setValues((all) => ({ ...all, [step]: next }));
    writeStepValues(kind, siren, step, next);
  };

  const errorOf = (field: OrderFormField): string | undefined => {
    if (!invalid.has(field.name)) return undefined;
    if ((shown[field.name] ?? '').trim() === '') return touched ? ordersT('form.required') : undefined;
    return ordersT(`form.invalid-${field.input === 'amount' ? 'amount' : 'email'}`);
  };

  const next = () => {
    setTouched(true);
    if (invalid.size === 0) {
      setTouched(false);
      setStep(step + 1);
    }
  };
  const last = step === steps.length - 1;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" keepMounted>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {documentName}
      </DialogTitle>
      <DialogContent>
        {steps.length > 1 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {ordersT('form.step', { step: step + 1, count: steps.length })} — {formText(`steps.${kind}.${step}`)}
          </Typography>
        ) : null}
        <Stack spacing={2} sx={{ pt: 1 }} data-testid={`order-form-${kind}`}>
          {current.map((field) =>
            field.input === 'select' ? (
              <TextField
                key={field.name}
                select
                fullWidth
                label={fieldLabel(field)}
                value={shown[field.name] ?? ''}
                onChange={(event) => setField(field.name, event.target.value)}
                error={errorOf(field) !== undefined}
                helperText={errorOf(field)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { name: field.name } }}
              >
                <option value="">{field.required ? ordersT('form.choose') : formText(`${field.name}-any`)}</option>
                {(choices[field.name] ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </TextField>
            ) : (
              <TextField
                key={field.name}
                fullWidth
                label={fieldLabel(field)}
                type={field.input === 'email' ? 'email' : 'text'}
                multiline={field.input === 'textarea'}
                minRows={field.input === 'textarea' ? 3 : undefined}
                value={shown[field.name] ?? ''}
                onChange={(event) => setField(field.name, event.target.value)}
                error={errorOf(field) !== undefined}
                helperText={errorOf(field) ?? (field.input === 'amount' ? ordersT('form.amount-hint') : undefined)}
                slotProps={{ htmlInput: { name: field.name, maxLength: field.maxLength, inputMode: field.input === 'amount' ? 'decimal' : undefined } }}
              />
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        {step > 0 ? <Button onClick={() => setStep(step - 1)}>{ordersT('form.back')}</Button> : null}
        <Button onClick={onClose}>{ordersT('form.close')}</Button>
        {last ? (
          <OrderButton
            kind={kind}
            siren={siren}
            body={orderFormBody(kind, { ...values, [step]: shown }, { provider })}
            documentName={documentName}
            priceNote={priceNote}
            disabled={!allValid}
            onOrdered={() => clearStepValues(kind, siren)}
          />
        ) : (
          <Button variant="contained" onClick={next}>
            {ordersT('form.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
