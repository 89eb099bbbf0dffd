'use client';

import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { AUTO_REDIRECT_OFF, AUTO_REDIRECT_PARAM, autoRedirectEnabled, setAutoRedirect } from '@/lib/search/auto-redirect-preference';
import { browserLocalStorage } from '@/lib/storage/local-storage';

interface AutoRedirectChoiceProps {
  label: string;
  hint: string;
}

/**
 * The visitor's choice of opening a company page directly on a SIREN or SIRET search, a checkbox
 * remembered in localStorage (read after hydration, so the page's HTML is the same for everyone).
 * Inside a search form, it sends `auto_redirect=0` along when turned off.
 */
export function AutoRedirectChoice({ label, hint }: AutoRedirectChoiceProps) {
  const [enabled, setEnabled] = useState(true);
  // Unusable until the stored choice is read (after hydration): a click before it would be lost.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setEnabled(autoRedirectEnabled(browserLocalStorage()));
    setReady(true);
  }, []);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, alignItems: 'start' }}>
      <Box
        component="input"
        type="checkbox"
        id="auto-redirect"
        checked={enabled}
        disabled={!ready}
        aria-describedby="auto-redirect-hint"
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setAutoRedirect(browserLocalStorage(), next);
          setEnabled(next);
        }}
        sx={{ width: 20, height: 20, m: 0, mt: 0.25 }}
      />
      <Box component="label" htmlFor="auto-redirect" sx={{ fontSize: '0.9375rem' }}>
        {label}
      </Box>
      <Box id="auto-redirect-hint" sx={{ gridColumn: 2, fontSize: '0.8125rem', color: 'text.secondary' }}>
        {hint}
      </Box>
      {enabled ? null : <input type="hidden" name={AUTO_REDIRECT_PARAM} value={AUTO_REDIRECT_OFF} />}
    </Box>
  );
}
