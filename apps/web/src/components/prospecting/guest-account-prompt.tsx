'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { ACCOUNT_PATHS, REDIRECT_PARAM } from '@/lib/auth/auth-routes';
import { prospectingAuthT } from '@/lib/prospecting/prospecting-i18n';

interface GuestAccountPromptProps {
  title: string;
  text: string;
  /** The page to come back to once signed in. */
  returnTo: string;
  loginLabel: string;
  registerLabel: string;
}

/** The sign-in and registration texts a guest meets on the prospecting pages (SPECIFICATION §2). */
export function GuestAccountPrompt({ title, text, returnTo, loginLabel, registerLabel }: GuestAccountPromptProps) {
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {title}
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {prospectingAuthT('register.intro')}
      </Typography>
      <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button component={Link} href={`${ACCOUNT_PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}`} variant="contained">
          {loginLabel}
        </Button>
        <Typography variant="body2">{prospectingAuthT('login.noAccount')}</Typography>
        <Button component={Link} href={ACCOUNT_PATHS.register} variant="outlined">
          {registerLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
