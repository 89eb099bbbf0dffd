import { isNotDiffused } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { NonDiffusibleValue } from './non-diffusible-value';

/** A value from the API as shown to visitors: `[ND]` explained, a missing value said in words. */
export function TextValue({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined || value.trim() === '') {
    return <>{getT('common')('notProvided')}</>;
  }
  if (isNotDiffused(value)) return <NonDiffusibleValue />;
  return <>{value}</>;
}
