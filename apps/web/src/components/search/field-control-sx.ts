/** The look of the search forms' native text fields and selects (and of the typeahead input). */
export const fieldControlSx = {
  minWidth: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: '1rem',
  border: 1,
  borderColor: 'grey.500',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:focus': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;
