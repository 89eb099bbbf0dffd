import { CompanySearchBox } from '@/components/search/company-search-box';
import { getT } from '@/i18n/get-t';
import { COMPARATOR_PATH } from '@/lib/comparator/comparator-selection';

/**
 * The comparator's add form: the site's company typeahead (client island), submitting to the
 * comparator with the companies already chosen. A suggestion adds its company at once; a typed
 * number is added by the page, a typed name searched there (so it works without JavaScript too).
 */
export function ComparatorPicker({ sirens, defaultValue }: { sirens: readonly string[]; defaultValue?: string }) {
  const t = getT(['comparator', 'search']);
  return (
    <CompanySearchBox
      action={COMPARATOR_PATH}
      defaultValue={defaultValue}
      hiddenFields={sirens.map((siren) => ['siren', siren] as const)}
      labels={{
        label: t('add.label'),
        placeholder: t('search:box.placeholder'),
        submit: t('add.submit'),
        suggestionsOne: t('search:box.suggestions_one'),
        suggestionsOther: t('search:box.suggestions_other'),
        closed: t('search:box.closed'),
      }}
    />
  );
}
