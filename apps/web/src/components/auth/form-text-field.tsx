'use client';

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { translateMessageKey } from '@/lib/auth/account-i18n';

type FormTextFieldProps<I extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'error' | 'form'> & {
  form: UseFormReturn<I, unknown, O>;
  name: Path<I>;
};

/**
 * A labelled MUI text field bound to a react-hook-form field. Its error (a message key from
 * the form rules or the API) is shown in French under it and tied by aria-describedby.
 */
export function FormTextField<I extends FieldValues, O>({ form, name, helperText, ...props }: FormTextFieldProps<I, O>) {
  const { ref, ...field } = form.register(name);
  const { error } = form.getFieldState(name, form.formState);
  return (
    <TextField
      {...props}
      {...field}
      id={props.id ?? `field-${name}`}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ? translateMessageKey(error.message) : helperText}
      fullWidth
      margin="normal"
    />
  );
}
