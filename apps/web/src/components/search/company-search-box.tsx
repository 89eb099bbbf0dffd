'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fieldControlSx } from './field-control-sx';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { CONSENT_BANNER_Z_INDEX } from '@/components/consent/consent-banner';
import { nextActiveIndex } from '@/lib/search/next-active-index';
import { debouncedSuggestions } from '@/lib/search/debounced-suggestions';
import type { SuggestionItem } from '@/lib/search/suggestions-body';
import { AUTO_REDIRECT_OFF, AUTO_REDIRECT_PARAM, autoRedirectEnabled } from '@/lib/search/auto-redirect-preference';
import { rememberedFilters } from '@/lib/search/remembered-filters';
import { browserLocalStorage } from '@/lib/storage/local-storage';
import { browserSessionStorage } from '@/lib/storage/session-storage';

const SUGGEST_MIN_LENGTH = 2;

export interface CompanySearchBoxLabels {
  label: string;
  placeholder: string;
  submit: string;
  /** "{{count}} suggestions" for screen readers, already pluralised by the caller's templates. */
  suggestionsOne: string;
  suggestionsOther: string;
  closed: string;
}

interface CompanySearchBoxProps {
  /** Results page the form submits to (GET `?q=`): works without JavaScript. */
  action: string;
  labels: CompanySearchBoxLabels;
  defaultValue?: string;
  /**
   * Fields sent along with `q` (hidden inputs), and kept in a suggestion's link: the comparator
   * carries the companies already chosen (`siren`) this way.
   */
  hiddenFields?: ReadonlyArray<readonly [name: string, value: string]>;
  /**
   * Picking a suggestion calls this instead of opening the company (a product page's order panel
   * picks the company to order for); the form still submits to `action` for a plain search.
   */
  onSelect?: (item: SuggestionItem) => void;
  /**
   * A new search carries the visitor's remembered choices (the company results page's boxes): the
   * filters of the last results page of the tab, and `auto_redirect=0` when they turned the direct
   * opening of a SIREN's page off. In the URL, so the results page shows them (chips to remove).
   */
  carryRememberedChoices?: boolean;
}

/** What a new search adds to the typed text: the remembered filters, and the auto-redirect choice when off. */
function rememberedChoices(): [string, string][] {
  const fields: [string, string][] = rememberedFilters(browserSessionStorage()).map(([name, value]) => [name, value]);
  if (!autoRedirectEnabled(browserLocalStorage())) fields.push([AUTO_REDIRECT_PARAM, AUTO_REDIRECT_OFF]);
  return fields;
}

/**
 * The company search box with typeahead: an ARIA 1.2 combobox (list autocomplete). Arrow keys
 * move through the suggestions (`aria-activedescendant`), Enter opens the highlighted company or
 * submits the search, Escape closes the list. Suggestions are fetched from the browser
 * (API address from `/runtime-config`, so the page itself can stay static), debounced, the
 * previous request aborted.
 */
export function CompanySearchBox({ action, labels, defaultValue = '', hiddenFields = [], onSelect, carryRememberedChoices = false }: CompanySearchBoxProps) {
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputId = `${id}-input`;
  const [query, setQuery] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<SuggestionItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Text typed before hydration: keep it rather than the server-rendered value.
    const early = inputRef.current?.value;
    if (early !== undefined && early !== defaultValue) {
      typed.current = true;
      setQuery(early);
    }
  }, [defaultValue]);

  useEffect(() => {
    const text = query.trim();
    if (!typed.current || text.length < SUGGEST_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    return debouncedSuggestions(text, (items) => {
      setSuggestions(items);
      setActive(-1);
      setOpen(true);
    });
  }, [query]);

  const expanded = open && suggestions.length > 0;
  // The results page answers a SIREN with a redirect to the company page (and its section, on
  // product pages): no slug to compute here, so the domain package stays out of this bundle.
  const hrefOf = (item: SuggestionItem) => `${action}?${new URLSearchParams([...hiddenFields.map(([name, value]) => [name, value]), ['q', item.siren]]).toString()}`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const choose = (item: SuggestionItem) => {
    if (!onSelect) return router.push(hrefOf(item));
    setOpen(false);
    setActive(-1);
    typed.current = false;
    setQuery(item.name);
    onSelect(item);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) => nextActiveIndex(expanded ? current : -1, event.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Enter') {
      const chosen = expanded ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const extra = carryRememberedChoices ? rememberedChoices() : [];
    if (extra.length === 0) return;
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.append(name, value);
    for (const [name, value] of extra) params.append(name, value);
    router.push(`${action}?${params.toString()}`);
  }

  const countLabel = (suggestions.length === 1 ? labels.suggestionsOne : labels.suggestionsOther).replace('{{count}}', String(suggestions.length));

  return (
    <Box component="form" action={action} method="get" role="search" onSubmit={onSubmit} sx={{ position: 'relative', width: '100%' }}>
      {hiddenFields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Box component="label" htmlFor={inputId} sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
        {labels.label}
      </Box>
      {/* On a phone the field takes the whole width (its placeholder whole), the button below it. */}
      <Box sx={{ display: 'flex', flexDirection: { xxxs: 'column', sm: 'row' }, gap: 1 }}>
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          name="q"
          type="text"
          enterKeyHint="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={labels.placeholder}
          value={query}
          required
          minLength={SUGGEST_MIN_LENGTH}
          onChange={(event) => {
            typed.current = true;
            setQuery(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          sx={{ ...fieldControlSx, flex: 1, minWidth: 0, px: 2, py: 1.5 }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0 }}>
          {labels.submit}
        </Button>
      </Box>
      <Paper
        component="ul"
        id={listboxId}
        role="listbox"
        aria-label={labels.label}
        elevation={4}
        hidden={!expanded}
        // Above the cookie banner: on a phone, a visitor who types before answering it would not see the list (the
        // banner covers the bottom of the screen); the banner is back as soon as the list closes.
        sx={{ position: 'absolute', zIndex: CONSENT_BANNER_Z_INDEX + 1, left: 0, right: 0, mt: 0.5, p: 0, listStyle: 'none', maxHeight: 400, overflowY: 'auto' }}
      >
        {suggestions.map((item, index) => (
          <Box
            component="li"
            key={item.siren}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it runs before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(item);
            }}
            onMouseEnter={() => setActive(index)}
            sx={{ px: 2, py: 1, cursor: 'pointer', bgcolor: index === active ? 'action.selected' : undefined }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {item.name}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {[item.siren, [item.postcode, item.city].filter(Boolean).join(' '), item.status === 'closed' ? labels.closed : null].filter(Boolean).join(' · ')}
            </Box>
          </Box>
        ))}
      </Paper>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{expanded ? countLabel : ''}</VisuallyHidden>
      </div>
    </Box>
  );
}
