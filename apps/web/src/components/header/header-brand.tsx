'use client';

import Box from '@mui/material/Box';
import { AppLink } from '@/components/ui/app-link';
import { useHeaderPaymentState } from './header-payment-context';

const brandSx = { fontSize: { xxxs: '1.125rem', xxs: '1.25rem' }, fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' } as const;

/** The brand name: a link to the home page, except on a payment page under the disable-navbar-payment flag. */
export function HeaderBrand({ name, homeLabel }: { name: string; homeLabel: string }) {
  const { brandLinked } = useHeaderPaymentState();
  if (!brandLinked) {
    return (
      <Box component="span" data-testid="header-brand" sx={brandSx}>
        {name}
      </Box>
    );
  }
  return (
    <AppLink href="/" aria-label={homeLabel} underline="none" data-testid="header-brand" sx={brandSx}>
      {name}
    </AppLink>
  );
}
