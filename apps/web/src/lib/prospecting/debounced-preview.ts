import type { ProspectingFiltersInput } from '@registre/domain';
import type { ProspectingPreview } from './prospecting-api';

/** Changes to the filters pause this long before the count is asked (a click on three boxes is one request). */
export const PREVIEW_DEBOUNCE_MS = 300;

export type PreviewOutcome = { ok: true; preview: ProspectingPreview } | { ok: false; error: unknown };

/**
 * Asks the count and preview of `filters` once the changes have paused, and hands the outcome to `onOutcome`.
 * Answers the cancel function an effect returns: a newer change (or leaving) drops the pending request and
 * the answer of one already sent, so that a slow older answer never overwrites a newer one.
 */
export function debouncedPreview(
  filters: ProspectingFiltersInput,
  ask: (filters: ProspectingFiltersInput) => Promise<ProspectingPreview>,
  onOutcome: (outcome: PreviewOutcome) => void,
): () => void {
  let cancelled = false;
  const timer = setTimeout(() => {
    ask(filters).then(
      (preview) => {
        if (!cancelled) onOutcome({ ok: true, preview });
      },
      (error: unknown) => {
        if (!cancelled) onOutcome({ ok: false, error });
      },
    );
  }, PREVIEW_DEBOUNCE_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
