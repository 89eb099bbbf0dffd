'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { TemplateField } from '@registre/domain';
import { useLetterText } from './letter-texts';

interface LetterFieldInputProps {
  field: TemplateField;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

const INPUT_MODE: Partial<Record<TemplateField['type'], 'decimal' | 'numeric' | 'email'>> = { amount: 'decimal', integer: 'numeric', email: 'email' };

/** One field of a template's form, typed as its schema types it (a date picker, a choice, a box to tick). */
export function LetterFieldInput({ field, value, error, onChange }: LetterFieldInputProps) {
  const id = `letter-field-${field.name}`;
  const lettersT = useLetterText();
  if (field.type === 'flag') {
    return <FormControlLabel control={<Checkbox id={id} checked={value === 'oui'} onChange={(event) => onChange(event.target.checked ? 'oui' : '')} />} label={field.label} />;
  }
  const label = field.required ? field.label : `${field.label} (${lettersT('form.optional')})`;
  return (
    <TextField
      id={id}
      name={field.name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={field.required}
      error={error !== null}
      helperText={error ?? field.help ?? ' '}
      fullWidth
      size="small"
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      type={field.type === 'date' ? 'date' : field.type === 'email' ? 'email' : 'text'}
      select={field.type === 'choice'}
      slotProps={{
        inputLabel: field.type === 'date' ? { shrink: true } : undefined,
        htmlInput: { maxLength: field.max ?? (field.type === 'textarea' ? 2000 : 200), inputMode: INPUT_MODE[field.type] },
        select: field.type === 'choice' ? { native: true } : undefined,
      }}
    >
      {field.type === 'choice' ? (
        <>
          <option value="" />
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </>
      ) : undefined}
    </TextField>
  );
}
