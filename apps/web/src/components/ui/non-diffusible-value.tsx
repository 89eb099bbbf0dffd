import { getT } from '@/i18n/get-t';
import { VisuallyHidden } from './visually-hidden';

/**
 * The `[ND]` placeholder as the specification shows it, with its meaning for everyone:
 * a tooltip for pointer users and spoken text for screen readers (which skip the brackets).
 */
export function NonDiffusibleValue() {
  const t = getT('common');
  const explanation = t('nonDiffusible.explanation');
  return (
    <span title={explanation}>
      <span aria-hidden="true">{t('nonDiffusible.label')}</span>
      <VisuallyHidden>{explanation}</VisuallyHidden>
    </span>
  );
}
