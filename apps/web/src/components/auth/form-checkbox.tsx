'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { translateMessageKey } from '@/lib/auth/account-i18n';

/** A labelled checkbox bound to a boolean react-hook-form field, with its error under it. */
export function FormCheckbox<I extends FieldValues, O>({ form, name, label }: { form: UseFormReturn<I, unknown, O>; name: Path<I>; label: string }) {
  const { ref, ...field } = form.register(name);
  const { error } = form.getFieldState(name, form.formState);
  const errorId = `field-${name}-error`;
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'flex', mt: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            slotProps={{ input: { ...field, ref, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined } }}
          />
        }
        label={label}
      />
      {error?.message ? <FormHelperText id={errorId}>{translateMessageKey(error.message)}</FormHelperText> : null}
    </FormControl>
  );
}
