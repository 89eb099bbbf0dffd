/**
 * The names of the company search filters (the API's names), in their own file so that client
 * code (the remembered filters) can read them without the domain package.
 */

/** Filters that take several values (`department=75&department=92`): the API accepts lists. */
export const COMPANY_LIST_FILTER_NAMES = ['department', 'region', 'activity_code'] as const;
/** Filters that take one value. */
export const COMPANY_SINGLE_FILTER_NAMES = ['legal_form', 'employee_band', 'status', 'created_from', 'created_to', 'postcode'] as const;
/** The company search filters the results pages carry in their URL (same names as the API), in URL order. */
export const COMPANY_FILTER_NAMES = [...COMPANY_LIST_FILTER_NAMES, ...COMPANY_SINGLE_FILTER_NAMES] as const;

