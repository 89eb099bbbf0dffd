'use client';

import Button from '@mui/material/Button';
import { useNotify } from '@/components/notifications/notification-context';

interface CopyCompanyIdButtonProps {
  /** What is copied (the SIREN's nine digits). */
  value: string;
  /** Visible text of the button, and its accessible name. */
  text: string;
  label: string;
  /** Toast texts when the copy succeeded or failed. */
  copied: string;
  failed: string;
}

/** Copies a company's identifier to the clipboard and says so in a toast (or that it could not). */
export function CopyCompanyIdButton({ value, text, label, copied, failed }: CopyCompanyIdButtonProps) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ content: copied, severity: 'success' });
    } catch {
      notify({ content: failed, severity: 'error' });
    }
  };
  return (
    <Button type="button" size="small" variant="text" aria-label={label} onClick={() => void copy()} sx={{ ml: -0.5, mt: 0.5, py: 0, minHeight: 32 }}>
      {text}
    </Button>
  );
}
