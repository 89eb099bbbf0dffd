import Box from '@mui/material/Box';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldControlSx } from './field-control-sx';

const controlSx = { ...fieldControlSx, display: 'block', width: '100%', px: 1.5, py: 1 } as const;

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, children }: FieldFrameProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5, fontWeight: 600, fontSize: '0.9375rem' }}>
        {label}
      </Box>
      {children}
      {hint ? (
        <Box id={`${id}-hint`} sx={{ mt: 0.5, fontSize: '0.8125rem', color: 'text.secondary' }}>
          {hint}
        </Box>
      ) : null}
    </Box>
  );
}

type PlainInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: string; hint?: string };

/**
 * A labelled native input for the search forms. Native controls rendered by the server keep the
 * search pages free of form-library client code (MUI's TextField weighs ~25 KB gzip).
 */
export function PlainInput({ id, label, hint, ...input }: PlainInputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <Box component="input" id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} sx={controlSx} />
    </FieldFrame>
  );
}

interface PlainSelectProps {
  id: string;
  name: string;
  label: string;
  options: { code: string; label: string }[];
}

interface SingleSelectProps extends PlainSelectProps {
  value: string | undefined;
  /** The empty choice (no filter); none when a value is always chosen. */
  anyLabel?: string;
}

function OptionList({ options }: { options: PlainSelectProps['options'] }) {
  return options.map((option) => (
    <option key={option.code} value={option.code}>
      {option.label}
    </option>
  ));
}

/** A labelled native select; with `anyLabel`, its first option means "no filter". */
export function PlainSelect({ id, name, label, value, options, anyLabel }: SingleSelectProps) {
  return (
    <FieldFrame id={id} label={label}>
      <Box component="select" id={id} name={name} defaultValue={value ?? ''} sx={controlSx}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        <OptionList options={options} />
      </Box>
    </FieldFrame>
  );
}
