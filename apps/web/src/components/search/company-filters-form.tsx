import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import search from '@/locales/fr/search.json';
import type { CompanyFilterChoices } from '@/lib/search/get-filter-options';
import { PAGE_SIZES, type CompanySearchState } from '@/lib/search/search-page-params';
import { PlainInput, PlainMultiSelect, PlainSelect } from './plain-field';

interface CompanyFiltersFormProps {
  /** Results page the form submits to (GET: the filters land in the URL). */
  action: string;
  state: CompanySearchState;
  choices: CompanyFilterChoices;
  /** Heading level text of the form. */
  heading: string;
  submitLabel: string;
}

type LegalFormCode = keyof typeof search.filters.legalForms;
type EmployeeBandCode = keyof typeof search.filters.employeeBands;
const LEGAL_FORM_CODES = Object.keys(search.filters.legalForms) as LegalFormCode[];
const EMPLOYEE_BAND_CODES = Object.keys(search.filters.employeeBands) as EmployeeBandCode[];

/**
 * The search text and filters as a plain GET form (no client code): submitting it writes the
 * whole search state in the URL, so results are shareable and the back button restores them.
 */
export function CompanyFiltersForm({ action, state, choices, heading, submitLabel }: CompanyFiltersFormProps) {
  const t = getT('search');
  const any = t('filters.any');
  const multipleHint = { mouse: t('filters.multipleHint'), touch: t('filters.multipleHintTouch') };
  const { filters } = state;
  const withCode = (options: CompanyFilterChoices['departments']) => options.map((option) => ({ code: option.code, label: `${option.code} — ${option.label}` }));
  return (
    <Box component="form" action={action} method="get" aria-labelledby="filters-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box component="h2" id="filters-heading" sx={{ typography: 'h6', m: 0 }}>
        {heading}
      </Box>
      <PlainInput id="filter-q" name="q" label={t('filters.query')} defaultValue={state.q} required minLength={2} maxLength={200} />
      <PlainMultiSelect id="filter-region" name="region" label={t('filters.region')} values={filters.region} options={choices.regions} hint={multipleHint} size={4} />
      <PlainMultiSelect id="filter-department" name="department" label={t('filters.department')} values={filters.department} options={withCode(choices.departments)} hint={multipleHint} />
      <PlainMultiSelect id="filter-activity" name="activity_code" label={t('filters.activity')} values={filters.activity_code} options={withCode(choices.activities)} hint={multipleHint} />
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
      <Button type="submit" variant="contained">
        {submitLabel}
      </Button>
      {state.q !== '' ? <AppLink href={`${action}?q=${encodeURIComponent(state.q)}`}>{t('filters.reset')}</AppLink> : null}
    </Box>
  );
}
