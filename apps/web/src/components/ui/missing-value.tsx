import { isNotDiffused } from '@registre/domain';
import type { ReactNode } from 'react';
import { getT } from '@/i18n/get-t';
import { NonDiffusibleValue } from './non-diffusible-value';
import { VisuallyHidden } from './visually-hidden';

/** A missing value in a table cell: a dash for the eye, "Non renseigné" for screen readers. */
export function MissingValue() {
  return (
    <span title={getT('common')('notProvided')}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{getT('common')('notProvided')}</VisuallyHidden>
    </span>
  );
}

/** A table cell's value: the dash when missing, `[ND]` explained, else the formatted value. */
export function CellValue<T>({ value, format }: { value: T | null | undefined; format?: (value: T) => ReactNode }) {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return <MissingValue />;
  if (typeof value === 'string' && isNotDiffused(value)) return <NonDiffusibleValue />;
  return <>{format ? format(value) : String(value)}</>;
}
