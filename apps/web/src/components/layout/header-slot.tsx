'use client';

import Box from '@mui/material/Box';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { HeaderPaymentContext } from '@/components/header/header-payment-context';
import { headerModeFor } from '@/config/header-modes';
import { FEATURE_FLAGS } from '@/lib/feature-flags/feature-flag-state';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { headerPaymentState } from '@/lib/header/header-payment-state';

/**
 * Where the layout puts the site header: left out, fixed or in payment mode according to the
 * page's path (config/header-modes.ts; the path is known when the server renders, so the HTML is
 * already right), and the disable-navbar-payment flag read once for the header's parts.
 */
export function HeaderSlot({ children }: { children: ReactNode }) {
  const mode = headerModeFor(usePathname());
  const flag = useFeatureFlag(FEATURE_FLAGS.disableNavbarPayment);
  if (!mode.shown) return null;
  return (
    <HeaderPaymentContext value={headerPaymentState(mode, flag)}>
      <Box
        data-testid="header-slot"
        data-fixed={mode.fixed}
        data-flag-loading={flag.loading}
        sx={mode.fixed ? { position: { md: 'sticky' }, top: 0, zIndex: 1100 } : undefined}
      >
        {children}
      </Box>
    </HeaderPaymentContext>
  );
}
