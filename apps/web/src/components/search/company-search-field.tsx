import { getT } from '@/i18n/get-t';
import { CompanySearchBox } from './company-search-box';

interface CompanySearchFieldProps {
  /** Results page the search submits to. */
  action: string;
  defaultValue?: string;
  /** Visible label; defaults to "Rechercher une entreprise". */
  label?: string;
}

/** The company search box (client island) with its French texts, from a server component. */
export function CompanySearchField({ action, defaultValue, label }: CompanySearchFieldProps) {
  const t = getT('search');
  return (
    <CompanySearchBox
      action={action}
      defaultValue={defaultValue}
      labels={{
        label: label ?? t('box.label'),
        placeholder: t('box.placeholder'),
        submit: t('box.submit'),
        suggestionsOne: t('box.suggestions_one'),
        suggestionsOther: t('box.suggestions_other'),
        closed: t('box.closed'),
      }}
    />
  );
}
