import Box from '@mui/material/Box';
import { formatDateFr } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import search from '@/locales/fr/search.json';
import type { CompanyFilterChoices } from '@/lib/search/get-filter-options';
import { companyResultsHref, COMPANY_LIST_FILTER_NAMES, type CompanyFilterName, type CompanySearchState } from '@/lib/search/search-page-params';

interface ActiveFilterChipsProps {
  state: CompanySearchState;
  choices: CompanyFilterChoices;
  /** The results page the chips' links lead to. */
  basePath: string;
}

type LegalFormCode = keyof typeof search.filters.legalForms;
type EmployeeBandCode = keyof typeof search.filters.employeeBands;

/** The state without one filter value (a list filter keeps its other values), back on page 1. */
function without(state: CompanySearchState, name: CompanyFilterName, value: string): CompanySearchState {
  const filters = { ...state.filters };
  if ((COMPANY_LIST_FILTER_NAMES as readonly string[]).includes(name)) {
    const kept = (filters[name as (typeof COMPANY_LIST_FILTER_NAMES)[number]] ?? []).filter((code) => code !== value);
    if (kept.length > 0) filters[name as (typeof COMPANY_LIST_FILTER_NAMES)[number]] = kept;
    else delete filters[name];
  } else delete filters[name];
  return { ...state, page: 1, filters };
}

/**
 * The filters applied, as chips above the results: each a link to the same results without it,
 * then one to clear them all ("Effacer les filtres", which also forgets the remembered filters).
 * Server-rendered links: they work before hydration, and every state has its URL.
 */
export function ActiveFilterChips({ state, choices, basePath }: ActiveFilterChipsProps) {
  const t = getT('search');
  const labelOf = (options: CompanyFilterChoices['regions'], code: string, showCode: boolean) => {
    const found = options.find((option) => option.code === code);
    return found ? (showCode ? `${code} ${found.label}` : found.label) : code;
  };
  const { filters } = state;
  const chips: { name: CompanyFilterName; value: string; label: string }[] = [
    ...(filters.region ?? []).map((value) => ({ name: 'region' as const, value, label: labelOf(choices.regions, value, false) })),
    ...(filters.department ?? []).map((value) => ({ name: 'department' as const, value, label: labelOf(choices.departments, value, true) })),
    ...(filters.activity_code ?? []).map((value) => ({ name: 'activity_code' as const, value, label: labelOf(choices.activities, value, true) })),
  ];
  const single = (name: CompanyFilterName, label: (value: string) => string) => {
    const value = filters[name as 'status'];
    if (value) chips.push({ name, value, label: label(value) });
  };
  single('legal_form', (value) => (value in search.filters.legalForms ? t(`filters.legalForms.${value as LegalFormCode}`) : value));
  single('employee_band', (value) => (value in search.filters.employeeBands ? t(`filters.employeeBands.${value as EmployeeBandCode}`) : value));
  single('status', (value) => (value === 'active' || value === 'closed' ? t(`filters.statuses.${value}`) : value));
  const dateLabel = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateFr(value) : value);
  single('created_from', (value) => t('filters.active.createdFrom', { date: dateLabel(value) }));
  single('created_to', (value) => t('filters.active.createdTo', { date: dateLabel(value) }));
  single('postcode', (postcode) => t('filters.active.postcode', { postcode }));
  if (chips.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="active-filters-heading" sx={{ mb: 2 }}>
      <Box component="h2" id="active-filters-heading" sx={{ typography: 'subtitle2', m: 0, mb: 1 }}>
        {t('filters.active.label')}
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {chips.map((chip) => (
          <Box component="li" key={`${chip.name}=${chip.value}`} sx={{ minWidth: 0, maxWidth: '100%' }}>
            <AppLink
              href={companyResultsHref(basePath, without(state, chip.name, chip.value))}
              aria-label={t('filters.active.remove', { label: chip.label })}
              title={chip.label}
              underline="none"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, maxWidth: '100%', minHeight: 32, px: 1.5, borderRadius: 4, bgcolor: 'action.selected', color: 'text.primary', fontSize: '0.875rem', '&:hover': { bgcolor: 'action.focus' } }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {chip.label}
              </Box>
              <Box component="span" aria-hidden sx={{ fontSize: '1.125rem', lineHeight: 1 }}>
                ×
              </Box>
            </AppLink>
          </Box>
        ))}
        <Box component="li">
          <AppLink href={companyResultsHref(basePath, { ...state, page: 1, filters: {} })} sx={{ fontSize: '0.875rem' }}>
            {t('filters.reset')}
          </AppLink>
        </Box>
      </Box>
    </Box>
  );
}
