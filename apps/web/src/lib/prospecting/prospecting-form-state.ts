import type { ProspectingFiltersInput } from '@registre/domain';

/** The prospecting form as typed: lists picked or typed (comma-separated), amounts and dates as text, boxes ticked. */
export interface ProspectingFormState {
  region: string[];
  department: string[];
  commune: string;
  headOfficeOnly: boolean;
  naf: string;
  legalForm: string;
  headcountBand: string[];
  turnoverMin: string;
  turnoverMax: string;
  resultMin: string;
  resultMax: string;
  createdFrom: string;
  createdTo: string;
  activeOnly: boolean;
  withoutInsolvency: boolean;
}

export const EMPTY_FORM: ProspectingFormState = {
  region: [],
  department: [],
  commune: '',
  headOfficeOnly: true,
  naf: '',
  legalForm: '',
  headcountBand: [],
  turnoverMin: '',
  turnoverMax: '',
  resultMin: '',
  resultMax: '',
  createdFrom: '',
  createdTo: '',
  activeOnly: true,
  withoutInsolvency: false,
};

/** '62, 47.11F ,' → ['62', '47.11F']. */
const typedList = (text: string): string[] =>
  text
    .split(/[,;\s]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '');

/** '1 500 000' or '1500000' → 1500000; text that is not a whole number is sent as is, for the API to refuse it in French. */
function amount(text: string): number | string | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return undefined;
  return /^-?\d+$/.test(compact) ? Number(compact) : compact;
}

/** The filters the API takes, from the form: empty fields are left out. */
export function filtersOf(form: ProspectingFormState): ProspectingFiltersInput {
  const filters: Record<string, unknown> = { active_only: form.activeOnly, head_office_only: form.headOfficeOnly, without_insolvency: form.withoutInsolvency };
  const list = (name: string, values: string[]) => {
    if (values.length > 0) filters[name] = values;
  };
  list('region', form.region);
  list('department', form.department);
  list('commune', typedList(form.commune));
  list('naf', typedList(form.naf));
  list('legal_form', typedList(form.legalForm));
  list('headcount_band', form.headcountBand);
  const single = (name: string, value: unknown) => {
    if (value !== undefined && value !== '') filters[name] = value;
  };
  single('turnover_min', amount(form.turnoverMin));
  single('turnover_max', amount(form.turnoverMax));
  single('result_min', amount(form.resultMin));
  single('result_max', amount(form.resultMax));
  single('created_from', form.createdFrom);
  single('created_to', form.createdTo);
  return filters as ProspectingFiltersInput;
}

/** The form showing saved filters (a saved search opened again). */
export function formOf(filters: ProspectingFiltersInput): ProspectingFormState {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    region: filters.region ?? [],
    department: filters.department ?? [],
    commune: (filters.commune ?? []).join(', '),
    headOfficeOnly: filters.head_office_only ?? true,
    naf: (filters.naf ?? []).join(', '),
    legalForm: (filters.legal_form ?? []).join(', '),
    headcountBand: filters.headcount_band ?? [],
    turnoverMin: text(filters.turnover_min),
    turnoverMax: text(filters.turnover_max),
    resultMin: text(filters.result_min),
    resultMax: text(filters.result_max),
    createdFrom: filters.created_from ?? '',
    createdTo: filters.created_to ?? '',
    activeOnly: filters.active_only ?? true,
    withoutInsolvency: filters.without_insolvency ?? false,
  };
}
