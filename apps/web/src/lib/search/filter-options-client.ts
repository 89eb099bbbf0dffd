import { runtimeApiGet } from '../runtime-config/runtime-api';
import type { PickerOption } from './filter-option-match';

/** The list filters whose choices a picker loads. */
export type FilterOptionSource = 'regions' | 'departments' | 'activities';

const PATHS: Record<FilterOptionSource, string> = {
  regions: '/api/search/regions',
  departments: '/api/search/french-departments',
  activities: '/api/search/ape-codes',
};

const loaded = new Map<FilterOptionSource, Promise<PickerOption[]>>();

/** `{ data: [{ code, label }] }` read by hand: the domain's zod contracts stay out of the page's JavaScript. */
function readOptions(body: unknown): PickerOption[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('filter options: no data');
  return data.flatMap((item: unknown) => {
    const { code, label } = (item ?? {}) as { code?: unknown; label?: unknown };
    return typeof code === 'string' && typeof label === 'string' ? [{ code, label }] : [];
  });
}

/**
 * A filter's whole list of choices (the 732 NAF subclasses, the departments, the regions), asked
 * from the browser when its picker is first opened, once per page: the results page's HTML and
 * first-load JavaScript carry only the chosen ones. A failure is forgotten so that the next
 * opening tries again.
 */
export function loadFilterOptions(source: FilterOptionSource): Promise<PickerOption[]> {
  let options = loaded.get(source);
  if (!options) {
    options = runtimeApiGet(PATHS[source]).then(({ status, body }) => {
      if (status !== 200) throw new Error(`filter options answered ${status}`);
      return readOptions(body);
    });
    options.catch(() => loaded.delete(source));
    loaded.set(source, options);
  }
  return options;
}
