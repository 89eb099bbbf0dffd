import Alert from '@mui/material/Alert';
import type { ActionMessage } from './use-claim-action';

/** The outcome of a claim form, announced to screen readers. */
export function ActionAlert({ message }: { message: ActionMessage | null }) {
  if (message === null) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
      {message.text}
    </Alert>
  );
}
