'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { translateMessageKey } from './account-i18n';
import { apiFormErrors } from './api-form-errors';

export interface FormMessage {
  severity: 'success' | 'error' | 'info';
  text: string;
}

export interface ApiForm<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** The message above the form: the API's failure, or what `onSubmit` resolved with. */
  message: FormMessage | null;
  setMessage(message: FormMessage | null): void;
  onSubmit(event?: React.BaseSyntheticEvent): Promise<void>;
}

/**
 * A react-hook-form form checked by a zod schema, sent to the API by `onSubmit` (which may
 * resolve with a success text). A failure lands where SPECIFICATION §5 says: a 422's field
 * errors on their fields (focus on the first), any other message key above the form; a login
 * 422 (`apiFieldErrors: false`) is one message above the form, whatever fields it names.
 */
export function useApiForm<I extends FieldValues, O>(options: {
  schema: ZodType<O, I>;
  defaultValues: DefaultValues<I> & I;
  /** False to show the API's 422 as one message above the form, never on fields (login). */
  apiFieldErrors?: boolean;
  onSubmit: (values: O, form: UseFormReturn<I, unknown, O>) => Promise<FormMessage | null | void>;
}): ApiForm<I, O> {
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const fields = options.apiFieldErrors === false ? [] : (Object.keys(options.defaultValues) as Array<Path<I>>);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      setMessage((await options.onSubmit(values, form)) ?? null);
    } catch (error) {
      const shown = apiFormErrors(error, fields);
      shown.fields.forEach(([field, key], index) => form.setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 }));
      if (shown.message !== null) setMessage({ severity: 'error', text: translateMessageKey(shown.message) });
    }
  });

  return { form, message, setMessage, onSubmit };
}
