'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type MouseEvent } from 'react';
import { ACCOUNT_PATHS, isSuccessfulPaymentPath } from '@/lib/auth/auth-routes';
import { probeSignedIn } from '@/lib/auth/signed-in-probe';
import { runtimeConfig } from '@/lib/runtime-config/runtime-api';

interface AccountLinkProps {
  /** The link's text for a signed-in visitor, and for a guest unless `guestLabel` is given. */
  label: string;
  guestLabel?: string;
  /** Where the link sits: names its test id (`footer-account-link`) and its class for styling. */
  placement: 'header' | 'footer';
}

/**
 * The my-account link of the footer (SPECIFICATION §2) and of the header: `/mon-compte` for a
 * signed-in visitor, else `/login`. A guest until the profile call answers a user. On a path
 * containing `successful-payment`, a signed-in visitor's click first sends the onboarding
 * user-info update (SPECIFICATION §2), as the success page's own account link does.
 */
export function AccountLink({ label, guestLabel = label, placement }: AccountLinkProps) {
  const [signedIn, setSignedIn] = useState(false);
  const router = useRouter();

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
    void probeSignedIn().then((answer) => live && setSignedIn(answer));
    return () => {
      live = false;
    };
  }, []);

  return (
    <NextLink
      href={signedIn ? ACCOUNT_PATHS.account : ACCOUNT_PATHS.login}
      onClick={onClick}
      data-testid={`${placement}-account-link`}
      data-signed-in={signedIn}
      className={`${placement}-account-link`}
    >
      {signedIn ? label : guestLabel}
    </NextLink>
  );
}
