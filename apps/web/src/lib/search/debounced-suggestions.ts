import { runtimeApiGet } from '../runtime-config/runtime-api';
import { suggestionsFromBody, type SuggestionItem } from './suggestions-body';

/** Typing pauses this long before a suggestion request (SPECIFICATION: 166 ms). */
export const SUGGEST_DEBOUNCE_MS = 166;

/**
 * Asks the register's suggestions for `text` once typing has paused, and hands them to `onItems`.
 * Answers the cancel function an effect returns: newer typing (or leaving) drops the pending
 * request. A failure is silent: the field still works typed by hand.
 */
export function debouncedSuggestions(text: string, onItems: (items: SuggestionItem[]) => void): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    runtimeApiGet(`/api/search/suggest?q=${encodeURIComponent(text)}`, controller.signal)
      .then(({ status, body }) => {
        if (status === 200) onItems(suggestionsFromBody(body));
      })
      .catch(() => {
        // Aborted by newer typing, or the API is unreachable.
      });
  }, SUGGEST_DEBOUNCE_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
