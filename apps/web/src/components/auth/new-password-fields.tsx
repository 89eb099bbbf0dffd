'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { authT } from '@/lib/auth/account-i18n';
import { FormTextField } from './form-text-field';

/** The fields every form choosing a password has (see `newPasswordPair`). */
interface NewPasswordValues extends FieldValues {
  password: string;
  password_confirmation: string;
}

/** A new password, with the policy hint, and its confirmation (register, reset, change). */
export function NewPasswordFields<I extends NewPasswordValues, O>({ form, label }: { form: UseFormReturn<I, unknown, O>; label: string }) {
  return (
    <>
      <FormTextField
        form={form}
        name={'password' as Path<I>}
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={authT('hints.newPassword')}
        required
      />
      <FormTextField
        form={form}
        name={'password_confirmation' as Path<I>}
        label={authT('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
