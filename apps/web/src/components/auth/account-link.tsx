'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type MouseEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { ACCOUNT_PATHS, isSuccessfulPaymentPath } from '@/lib/auth/auth-routes';
import { probeSignedIn, SESSION_CHANGED_EVENT } from '@/lib/auth/signed-in-probe';
import { runtimeConfig } from '@/lib/runtime-config/runtime-api';

interface AccountLinkProps {
  /** The link's text for a signed-in visitor, and for a guest unless `guestLabel` is given. */
  label: string;
  guestLabel?: string;
  /** Where the link sits: its size and its test id (`footer-account-link`). */
  placement: 'header' | 'footer';
}

/** A small outlined button in both places; in the header, smaller on phones and before the drawer's button. */
const LINK_SX = {
  display: 'inline-block',
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  color: 'primary.main',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

const PLACEMENT_SX = {
  footer: { px: 2.5, py: 1 },
  header: { order: { xxxs: -1, md: 0 }, px: { xxxs: 0.75, xxs: 1, sm: 1.5 }, py: 0.75, fontSize: { xxxs: '0.8125rem', xxs: '0.875rem', sm: '1rem' } },
} as const;

/**
 * The my-account link of the footer (SPECIFICATION §2) and of the header: `/mon-compte` for a
 * signed-in visitor, else `/login`. A guest until the profile call answers a user, asked again on
 * every page the visitor moves to. On a path containing `successful-payment`, a signed-in
 * visitor's click first sends the onboarding user-info update (SPECIFICATION §2), as the success
 * page's own account link does.
 */
export function AccountLink({ label, guestLabel = label, placement }: AccountLinkProps) {
  const [signedIn, setSignedIn] = useState(false);
  const router = useRouter();
  // The header and footer stay mounted across the site's own navigations: asked again on each, so
  // signing in, paying (which signs in) or signing out shows at once.
  const pathname = usePathname();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn || !isSuccessfulPaymentPath(window.location.pathname)) return;
    event.preventDefault();
    // Loaded on that click only: every page carries the link, few need the update's code.
    Promise.all([runtimeConfig(), import('@/lib/api-client/api-client'), import('@/lib/auth/onboarding')])
      .then(([config, { createApiClient }, { sendOnboardingUpdate }]) => sendOnboardingUpdate(createApiClient(config.apiBaseUrl)))
      .catch(() => undefined)
      .finally(() => router.push(ACCOUNT_PATHS.account));
  };

  useEffect(() => {
    let live = true;
    const ask = () => void probeSignedIn().then((answer) => live && setSignedIn(answer));
    ask();
    // A session can also change on the same page (an account created by the payment form, then a declined card).
    window.addEventListener(SESSION_CHANGED_EVENT, ask);
    return () => {
      live = false;
      window.removeEventListener(SESSION_CHANGED_EVENT, ask);
    };
  }, [pathname]);

  return (
    <AppLink
      href={signedIn ? ACCOUNT_PATHS.account : ACCOUNT_PATHS.login}
      onClick={onClick}
      underline="none"
      data-testid={`${placement}-account-link`}
      data-signed-in={signedIn}
      sx={{ ...LINK_SX, ...PLACEMENT_SX[placement] }}
    >
      {signedIn ? label : guestLabel}
    </AppLink>
  );
}
