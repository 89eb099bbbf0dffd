import Button from '@mui/material/Button';

/** The disabled button shown until an island has its API client (its label given: no texts of its own to load). */
export function OrderButtonPlaceholder({ label }: { label: string }) {
  return (
    <Button variant="contained" size="small" disabled>
      {label}
    </Button>
  );
}
