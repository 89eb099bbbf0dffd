'use client';

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useHeaderPaymentState } from './header-payment-context';

/**
 * The header's navigation, or on a payment page under the disable-navbar-payment flag a skeleton
 * of it while the flag loads (two grey bars, hidden from assistive technologies) and nothing once
 * it is on.
 */
export function HeaderNavigationGate({ children }: { children: ReactNode }) {
  const { navigation } = useHeaderPaymentState();
  if (navigation === 'hidden') return null;
  if (navigation === 'skeleton') {
    return (
      <Box aria-hidden="true" data-testid="header-navigation-skeleton" sx={{ display: 'flex', gap: 2 }}>
        {[96, 160].map((width) => (
          <Box key={width} sx={{ width, height: 24, borderRadius: 1, bgcolor: 'action.hover' }} />
        ))}
      </Box>
    );
  }
  return children;
}
