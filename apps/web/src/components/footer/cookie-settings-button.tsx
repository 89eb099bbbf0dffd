'use client';

import Box from '@mui/material/Box';
import { CONSENT_OPEN_EVENT } from '@/lib/consent/consent-options';

/** "Gérer les cookies": reopens the cookie-consent dialog from any page. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <Box
      component="button"
      type="button"
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
      sx={{
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        font: 'inherit',
        color: 'inherit',
        textDecoration: 'underline',
        cursor: 'pointer',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {label}
    </Box>
  );
}
