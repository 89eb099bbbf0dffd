'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchCompanyPrefill } from '@/lib/letters/fetch-company-prefill';
import { debouncedSuggestions } from '@/lib/search/debounced-suggestions';
import type { SuggestionItem } from '@/lib/search/suggestions-body';
import { useLetterText } from './letter-texts';

interface CompanyPickerProps {
  /** Who the company is in this letter: `l’employeur`, `le débiteur`. */
  party: string;
  onPrefill: (values: Record<string, string>) => void;
}

/**
 * Picks the company of a letter by name or SIREN (the register's suggestions) and hands the
 * fields the register fills to the form: identity, head office, legal representative.
 */
export function CompanyPicker({ party, onPrefill }: CompanyPickerProps) {
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<SuggestionItem[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const lettersT = useLetterText();

  useEffect(() => (query.trim().length >= 2 ? debouncedSuggestions(query.trim(), setItems) : undefined), [query]);

  const pick = async (item: SuggestionItem) => {
    setItems([]);
    setQuery(item.name);
    const values = await fetchCompanyPrefill(item.siren);
    if (values === null) return setStatus(lettersT('form.prefillFailed'));
    if (Object.keys(values).length === 0) return setStatus(lettersT('form.prefillEmpty'));
    onPrefill(values);
    setStatus(lettersT('form.prefilled', { name: item.name }));
  };

  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        id="letter-company-search"
        label={lettersT('form.companySearch', { party })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        helperText={lettersT('form.companySearchHelp')}
        fullWidth
        size="small"
        autoComplete="off"
      />
      {items.length > 0 ? (
        <Box component="ul" aria-label={lettersT('form.companySearch', { party })} sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {items.slice(0, 6).map((item) => (
            <li key={item.siren}>
              <Button fullWidth onClick={() => void pick(item)} sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}>
                {item.name}
                {item.city ? ` — ${item.postcode ?? ''} ${item.city}` : ''}
              </Button>
            </li>
          ))}
        </Box>
      ) : null}
      {status ? (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {status}
        </Typography>
      ) : null}
    </Box>
  );
}
