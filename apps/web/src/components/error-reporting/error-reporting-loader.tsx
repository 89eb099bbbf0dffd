'use client';

import { useEffect } from 'react';
import { runtimeConfig } from '@/lib/runtime-config/runtime-api';

/**
 * Switches error reporting on when the site's server names a DSN (SPECIFICATION §9): the client
 * is then fetched by a dynamic import after the page has loaded. Without a DSN nothing more is
 * loaded: this island only reads the runtime configuration the header already asks for.
 */
export function ErrorReportingLoader() {
  useEffect(() => {
    let cancelled = false;
    runtimeConfig()
      .then(async ({ apiBaseUrl, errorReporting }) => {
        if (errorReporting === null || cancelled) return;
        const { startErrorReporting } = await import('@/lib/error-reporting/start-error-reporting');
        startErrorReporting(errorReporting, apiBaseUrl);
      })
      .catch(() => undefined); // Reporting never breaks the page.
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
