'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { siteFormsT } from '@/lib/site-pages/site-forms-i18n';

/** A field people never see nor reach (off-screen, out of the tab order); robots that fill every field fill it, and the API then keeps nothing. */
export function HoneypotField<I extends FieldValues, O>({ form, name }: { form: UseFormReturn<I, unknown, O>; name: Path<I> }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={`field-${name}`}>{siteFormsT('honeypot')}</label>
      <input id={`field-${name}`} type="text" tabIndex={-1} autoComplete="off" {...form.register(name)} />
    </div>
  );
}
