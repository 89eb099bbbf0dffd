import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Form from 'next/form';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import search from '@/locales/fr/search.json';
import type { CompanyFilterChoices } from '@/lib/search/get-filter-options';
import { PAGE_SIZES, type CompanySearchState } from '@/lib/search/search-page-params';
import type { PickerOption } from '@/lib/search/filter-option-match';
import { FilterPicker, type FilterPickerLabels } from './filter-picker';
import { PlainInput, PlainSelect } from './plain-field';

interface CompanyFiltersFormProps {
  /** Results page the form submits to (GET: the filters land in the URL). */
  action: string;
  state: CompanySearchState;
  choices: CompanyFilterChoices;
  /** Heading level text of the form. */
  heading: string;
  submitLabel: string;
  /** The results follow each choice of a picker at once (the results page); else the form waits for its button. */
  autoApply?: boolean;
  /** More fields inside the form (the auto-redirect preference). */
  children?: React.ReactNode;
}

/** The chosen options of a list filter, with their labels; a code the list does not know keeps its code as label. */
export function chosenOptions(options: PickerOption[], codes: string[] | undefined): PickerOption[] {
  const byCode = new Map(options.map((option) => [option.code, option]));
  return (codes ?? []).map((code) => byCode.get(code) ?? { code, label: code });
}

type LegalFormCode = keyof typeof search.filters.legalForms;
type EmployeeBandCode = keyof typeof search.filters.employeeBands;
const LEGAL_FORM_CODES = Object.keys(search.filters.legalForms) as LegalFormCode[];
const EMPLOYEE_BAND_CODES = Object.keys(search.filters.employeeBands) as EmployeeBandCode[];

/**
 * The search text and filters as a GET form (`next/form`: a client navigation once hydrated, a
 * plain submission before): submitting it writes the whole search state in the URL, so results are
 * shareable and the back button restores them. Regions, departments and activities are typeahead
 * pickers with chips, whose lists load when first opened.
 */
export function CompanyFiltersForm({ action, state, choices, heading, submitLabel, autoApply = false, children }: CompanyFiltersFormProps) {
  const t = getT('search');
  const any = t('filters.any');
  const { filters } = state;
  const pickerLabels = (placeholder: string): FilterPickerLabels => ({
    placeholder,
    loading: t('filters.picker.loading'),
    noOptions: t('filters.picker.noOptions'),
    loadFailed: t('filters.picker.loadFailed'),
    remove: t('filters.picker.remove'),
    optionsCount: t('filters.picker.optionsCount'),
  });
  return (
    <Form action={action} scroll={false} aria-labelledby="filters-heading">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box component="h2" id="filters-heading" sx={{ typography: 'h6', m: 0 }}>
          {heading}
        </Box>
        <PlainInput id="filter-q" name="q" label={t('filters.query')} defaultValue={state.q} required minLength={2} maxLength={200} />
        <FilterPicker id="filter-region" name="region" label={t('filters.region')} source="regions" selected={chosenOptions(choices.regions, filters.region)} showCode={false} labels={pickerLabels(t('filters.picker.regionPlaceholder'))} submitOnChange={autoApply} />
        <FilterPicker id="filter-department" name="department" label={t('filters.department')} source="departments" selected={chosenOptions(choices.departments, filters.department)} showCode labels={pickerLabels(t('filters.picker.departmentPlaceholder'))} submitOnChange={autoApply} />
        <FilterPicker id="filter-activity" name="activity_code" label={t('filters.activity')} source="activities" selected={chosenOptions(choices.activities, filters.activity_code)} showCode labels={pickerLabels(t('filters.picker.activityPlaceholder'))} submitOnChange={autoApply} />
        <PlainSelect id="filter-legal-form" name="legal_form" label={t('filters.legalForm')} value={filters.legal_form} options={LEGAL_FORM_CODES.map((code) => ({ code, label: t(`filters.legalForms.${code}`) }))} anyLabel={any} />
        <PlainSelect id="filter-employee-band" name="employee_band" label={t('filters.employeeBand')} value={filters.employee_band} options={EMPLOYEE_BAND_CODES.map((code) => ({ code, label: t(`filters.employeeBands.${code}`) }))} anyLabel={any} />
        <PlainSelect
          id="filter-status"
          name="status"
          label={t('filters.status')}
          value={filters.status}
          options={[
            { code: 'active', label: t('filters.statuses.active') },
            { code: 'closed', label: t('filters.statuses.closed') },
          ]}
          anyLabel={any}
        />
        <PlainInput id="filter-created-from" type="date" name="created_from" label={t('filters.createdFrom')} defaultValue={filters.created_from ?? ''} />
        <PlainInput id="filter-created-to" type="date" name="created_to" label={t('filters.createdTo')} defaultValue={filters.created_to ?? ''} />
        <PlainInput
          id="filter-postcode"
          name="postcode"
          label={t('filters.postcode')}
          hint={t('filters.postcodeHint')}
          defaultValue={filters.postcode ?? ''}
          inputMode="numeric"
          pattern="\d{5}"
          maxLength={5}
        />
        <PlainSelect
          id="filter-per-page"
          name="per_page"
          label={t('filters.perPage')}
          value={String(state.perPage)}
          options={PAGE_SIZES.map((size) => ({ code: String(size), label: String(size) }))}
        />
        {children}
        <Button type="submit" variant="contained">
          {submitLabel}
        </Button>
        {state.q !== '' ? <AppLink href={`${action}?q=${encodeURIComponent(state.q)}`}>{t('filters.reset')}</AppLink> : null}
      </Box>
    </Form>
  );
}
