'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { billingT } from '@/lib/billing/billing-i18n';
import { companyBillingAddress, type CompanyBillingAddress } from '@/lib/billing/company-billing-address';
import { runtimeApiGet } from '@/lib/runtime-config/runtime-api';
import { debouncedSuggestions } from '@/lib/search/debounced-suggestions';
import type { SuggestionItem } from '@/lib/search/suggestions-body';

const MIN_LENGTH = 2;

/**
 * A business buyer's company, searched in the register by name or SIREN (the site's suggestions);
 * picking one reads its head office (`/api/companies/{siren}`) and hands it to `onPick`.
 */
export function BillingCompanyPicker({ onPick }: { onPick: (company: CompanyBillingAddress) => void }) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<SuggestionItem[]>([]);

  useEffect(() => {
    const text = query.trim();
    if (text.length < MIN_LENGTH) {
      setOptions([]);
      return;
    }
    return debouncedSuggestions(text, setOptions);
  }, [query]);

  async function pick(item: SuggestionItem | null) {
    if (!item) return;
    const { status, body } = await runtimeApiGet(`/api/companies/${item.siren}`).catch(() => ({ status: 0, body: null }));
    const company = status === 200 ? companyBillingAddress(body) : null;
    onPick(company ?? { siren: item.siren, name: item.name, addressLine: null, postcode: item.postcode, city: item.city });
  }

  return (
    <Autocomplete
      id="field-company_search"
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(item) => `${item.name} (${item.siren})`}
      isOptionEqualToValue={(a, b) => a.siren === b.siren}
      getOptionKey={(item) => item.siren}
      noOptionsText={query.trim().length < MIN_LENGTH ? billingT('payment.companySearchHint') : billingT('payment.companySearchNone')}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setQuery(value);
      }}
      onChange={(_event, item) => void pick(item)}
      renderOption={({ key, ...props }, item) => (
        <li key={key} {...props}>
          <span>
            <strong>{item.name}</strong> <span>{[item.siren, [item.postcode, item.city].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}</span>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={billingT('payment.fields.companySearch')} helperText={billingT('payment.companySearchHelp')} margin="normal" fullWidth />}
    />
  );
}
