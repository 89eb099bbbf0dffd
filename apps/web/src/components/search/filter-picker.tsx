'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useAutocomplete from '@mui/material/useAutocomplete';
import { useEffect, useRef, useState } from 'react';
import { CONSENT_BANNER_Z_INDEX } from '@/components/consent/consent-banner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { matchingOptions, type PickerOption } from '@/lib/search/filter-option-match';
import { loadFilterOptions, type FilterOptionSource } from '@/lib/search/filter-options-client';
import { fieldControlSx } from './field-control-sx';

/** At most this many options are listed at once: typing narrows them (the NAF list holds 732). */
const LISTED_OPTIONS = 60;

export interface FilterPickerLabels {
  placeholder: string;
  loading: string;
  noOptions: string;
  loadFailed: string;
  /** "Retirer {{label}}": the name of a chip's remove button. */
  remove: string;
  /** "{{count}} choix, utilisez les flèches pour les parcourir" for screen readers. */
  optionsCount: string;
}

interface FilterPickerProps {
  id: string;
  /** The URL parameter, submitted once per chosen code (`department=69&department=75`). */
  name: string;
  label: string;
  source: FilterOptionSource;
  /** The chosen options, with their labels (the server knows them): the rest is loaded when the picker opens. */
  selected: PickerOption[];
  /** Whether options and chips show the code before the label ("69 Rhône", "10.71C Boulangerie…"). */
  showCode: boolean;
  labels: FilterPickerLabels;
  /** Submits the form at each choice or removal (results page: the results follow at once). */
  submitOnChange?: boolean;
}

const display = (option: PickerOption, showCode: boolean) => (showCode ? `${option.code} ${option.label}` : option.label);

/**
 * A typeahead picker of filter codes with chips (MUI's `useAutocomplete`, multiple): type a
 * few letters of a label or the beginning of a code, accents and case ignored; arrows and Enter
 * choose, Backspace in the empty field removes the last chip, Escape closes the list. The choices
 * are hidden inputs of the enclosing GET form, so the URL stays the filters' source of truth and a
 * form submitted before hydration still carries them.
 */
export function FilterPicker({ id, name, label, source, selected, showCode, labels, submitOnChange = false }: FilterPickerProps) {
  const [value, setValue] = useState<PickerOption[]>(selected);
  const [options, setOptions] = useState<PickerOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Typing before hydration would be lost (the field is React's): the field waits for it, as the hidden inputs need not.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingSubmit = useRef(false);
  const selectedKey = selected.map((option) => option.code).join(',');

  // A new URL (back button, a chip removed above the results) brings its own choices.
  useEffect(() => {
    setValue(selected);
    // selectedKey stands for `selected`, a new array at every render of the server page.
  }, [selectedKey]);

  useEffect(() => {
    if (!pendingSubmit.current) return;
    pendingSubmit.current = false;
    inputRef.current?.form?.requestSubmit();
  }, [value]);

  const load = () => {
    if (options !== null) return;
    setFailed(false);
    loadFilterOptions(source).then(setOptions, () => setFailed(true));
  };

  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, getItemProps, groupedOptions, popupOpen, inputValue, setAnchorEl } = useAutocomplete<PickerOption, true>({
    id,
    multiple: true,
    options: options ?? [],
    value,
    onChange: (_event, chosen) => {
      pendingSubmit.current = submitOnChange;
      setValue(chosen);
    },
    onOpen: load,
    getOptionLabel: (option) => display(option, showCode),
    isOptionEqualToValue: (option, chosen) => option.code === chosen.code,
    filterOptions: (list, state) => matchingOptions(list, state.inputValue, LISTED_OPTIONS),
    filterSelectedOptions: true,
    clearOnBlur: true,
    autoHighlight: true,
  });

  const inputProps = getInputProps();
  const { ref: inputPropsRef, ...restInputProps } = inputProps;
  const setInputRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof inputPropsRef === 'function') inputPropsRef(node);
    else if (inputPropsRef) (inputPropsRef as { current: HTMLInputElement | null }).current = node;
  };
  const listed = groupedOptions as PickerOption[];
  const status = !popupOpen ? '' : failed ? labels.loadFailed : options === null ? labels.loading : listed.length === 0 ? labels.noOptions : labels.optionsCount.replace('{{count}}', String(listed.length));

  return (
    <Box sx={{ minWidth: 0, position: 'relative' }}>
      <Box component="label" {...getInputLabelProps()} sx={{ display: 'block', mb: 0.5, fontWeight: 600, fontSize: '0.9375rem' }}>
        {label}
      </Box>
      {value.map((option) => (
        <input key={option.code} type="hidden" name={name} value={option.code} />
      ))}
      <Box
        {...getRootProps()}
        // The hook finds the chips in its anchor (ArrowLeft from the empty field walks them).
        ref={setAnchorEl as (node: HTMLDivElement | null) => void}
        sx={{
          ...fieldControlSx,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          px: 0.75,
          py: 0.5,
          '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {value.map((option, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          const text = display(option, showCode);
          return (
            <Box
              key={key}
              component="span"
              {...itemProps}
              title={text}
              sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', minWidth: 0, bgcolor: 'action.selected', borderRadius: 4, pl: 1.25, fontSize: '0.875rem' }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {text}
              </Box>
              <Box
                component="button"
                type="button"
                tabIndex={-1}
                aria-label={labels.remove.replace('{{label}}', text)}
                onClick={onDelete}
                sx={{ border: 0, bgcolor: 'transparent', color: 'inherit', cursor: 'pointer', font: 'inherit', fontSize: '1.125rem', lineHeight: 1, minWidth: 32, minHeight: 32, borderRadius: 4 }}
              >
                ×
              </Box>
            </Box>
          );
        })}
        <Box
          component="input"
          {...restInputProps}
          ref={setInputRef}
          disabled={!hydrated}
          placeholder={value.length === 0 ? labels.placeholder : undefined}
          onFocus={(event) => {
            load();
            restInputProps.onFocus?.(event);
          }}
          sx={{ flex: '1 1 8rem', minWidth: '8rem', border: 0, outline: 0, font: 'inherit', fontSize: '1rem', py: 0.75, px: 0.5, bgcolor: 'transparent', color: 'text.primary' }}
        />
      </Box>
      {popupOpen && listed.length > 0 ? (
        <Paper
          component="ul"
          elevation={4}
          {...getListboxProps()}
          aria-label={label}
          sx={{ position: 'absolute', zIndex: CONSENT_BANNER_Z_INDEX + 1, left: 0, right: 0, mt: 0.5, p: 0, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}
        >
          {listed.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <Box
                key={key}
                component="li"
                {...optionProps}
                sx={{ px: 1.5, py: 1, cursor: 'pointer', '&.Mui-focused': { bgcolor: 'action.selected' }, '&[aria-selected="true"]': { fontWeight: 600 } }}
              >
                {showCode ? (
                  <>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {option.code}
                    </Box>{' '}
                  </>
                ) : null}
                {option.label}
              </Box>
            );
          })}
        </Paper>
      ) : popupOpen && status !== '' ? (
        // Loading, nothing matching (a choice already made is no longer offered), or a failure: said on screen too,
        // not only to screen readers (the live region below says it to them; this copy is hidden from them).
        <Paper
          elevation={4}
          aria-hidden
          data-picker-message
          sx={{ position: 'absolute', zIndex: CONSENT_BANNER_Z_INDEX + 1, left: 0, right: 0, mt: 0.5, px: 1.5, py: 1, color: 'text.secondary' }}
        >
          {status}
        </Paper>
      ) : null}
      <div role="status" aria-live="polite">
        <VisuallyHidden>{inputValue !== '' || popupOpen ? status : ''}</VisuallyHidden>
      </div>
    </Box>
  );
}
