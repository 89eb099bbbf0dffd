import { getT } from '@/i18n/get-t';
import { CompanySearchBox, type CompanySearchBoxLabels } from './company-search-box';

interface CompanySearchFieldProps {
  /** Results page the search submits to. */
  action: string;
  defaultValue?: string;
  /** Visible label; defaults to "Rechercher une entreprise". */
  label?: string;
  /** The search carries the remembered filters and auto-redirect choice (company results page only). */
  carryRememberedChoices?: boolean;
}

/** The French texts of the company search box, for a server component to hand to a client one. */
export function companySearchBoxLabels(label?: string): CompanySearchBoxLabels {
  const t = getT('search');
  return {
    label: label ?? t('box.label'),
    placeholder: t('box.placeholder'),
    submit: t('box.submit'),
    suggestionsOne: t('box.suggestions_one'),
    suggestionsOther: t('box.suggestions_other'),
    closed: t('box.closed'),
  };
}

/** The company search box (client island) with its French texts, from a server component. */
export function CompanySearchField({ action, defaultValue, label, carryRememberedChoices }: CompanySearchFieldProps) {
  return <CompanySearchBox action={action} defaultValue={defaultValue} labels={companySearchBoxLabels(label)} carryRememberedChoices={carryRememberedChoices} />;
}
