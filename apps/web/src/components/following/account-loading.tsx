import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What an account section shows while its data loads. */
export function AccountLoading({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{text}</Typography>
    </Stack>
  );
}
