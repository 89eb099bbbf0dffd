'use client';

import Box from '@mui/material/Box';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { headerModeFor } from '@/config/header-modes';

/**
 * Where the layout puts the site header: left out or fixed according to the page's path
 * (config/header-modes.ts). The path is known when the server renders, so the HTML is already right.
 */
export function HeaderSlot({ children }: { children: ReactNode }) {
  const mode = headerModeFor(usePathname());
  if (!mode.shown) return null;
  return (
    <Box data-testid="header-slot" data-fixed={mode.fixed} sx={mode.fixed ? { position: { md: 'sticky' }, top: 0, zIndex: 1100 } : undefined}>
      {children}
    </Box>
  );
}
