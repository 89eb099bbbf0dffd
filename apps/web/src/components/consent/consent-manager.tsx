'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { consentCookieString, readConsentCookie } from '@/lib/consent/consent-cookie';
import { pushConsentUpdate } from '@/lib/consent/consent-mode';
import { CONSENT_OPEN_EVENT, consentOptions, DISMISS_SCROLL_PX } from '@/lib/consent/consent-options';
import type { ConsentCategory } from '@/lib/consent/consent-record';
import { consentTransition, INITIAL_CONSENT_STATE, type ConsentEvent } from '@/lib/consent/consent-state';
import { isRouteChangeClick } from '@/lib/consent/route-change-click';
import { ConsentBanner } from './consent-banner';
import type { ConsentBannerTexts } from './consent-banner-texts';

// The dialog (MUI Dialog, switches, tables) is fetched the first time it opens only.
const ConsentDialog = dynamic(() => import('./consent-dialog').then((module) => module.ConsentDialog), { ssr: false });

/**
 * Cookie consent (SPECIFICATION §4): reads the `consentManager` cookie after hydration (pages
 * stay static), shows the banner to an undecided visitor, runs the state machine's effects
 * (cookie, consent-mode push to `dataLayer`) and its triggers: scroll, leaving the page, route
 * changes, and the `consent:open` window event that reopens the dialog.
 */
export function ConsentManager({ texts }: { texts: ConsentBannerTexts }) {
  const [state, setState] = useState(INITIAL_CONSENT_STATE);
  const current = useRef(state);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const dispatch = useCallback((event: ConsentEvent) => {
    const { state: next, effect } = consentTransition(current.current, event, consentOptions);
    current.current = next;
    if (effect === 'store') document.cookie = consentCookieString(next.choice);
    if (effect !== 'none') pushConsentUpdate(next.choice, window as { dataLayer?: unknown[] });
    if (next.dialogOpen) setDialogLoaded(true);
    setState(next);
  }, []);

  const loaded = useRef(false);
  useEffect(() => {
    // Once per page load, even when development's strict mode runs effects twice.
    if (!loaded.current) dispatch({ type: 'loaded', stored: readConsentCookie(document.cookie) });
    loaded.current = true;
    const open = () => dispatch({ type: 'open-dialog' });
    const leaving = () => dispatch({ type: 'leaving' });
    const popState = () => dispatch({ type: 'route-change' });
    const click = (event: MouseEvent) => {
      if (isRouteChangeClick(event, window.location)) dispatch({ type: 'route-change' });
    };
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    window.addEventListener('pagehide', leaving);
    window.addEventListener('popstate', popState);
    // Capture phase: seen before the router starts the navigation.
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener(CONSENT_OPEN_EVENT, open);
      window.removeEventListener('pagehide', leaving);
      window.removeEventListener('popstate', popState);
      document.removeEventListener('click', click, true);
    };
  }, [dispatch]);

  // Navigations that are not link clicks (a redirect after signing in): seen when the path changes.
  const pathname = usePathname();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current) dispatch({ type: 'route-change' });
  }, [pathname, dispatch]);

  const watchScroll = state.bannerOpen && !state.decided && consentOptions.dismissOnScroll;
  useEffect(() => {
    if (!watchScroll) return;
    const start = window.scrollY;
    const scroll = () => {
      if (Math.abs(window.scrollY - start) >= DISMISS_SCROLL_PX) dispatch({ type: 'scrolled' });
    };
    window.addEventListener('scroll', scroll, { passive: true });
    return () => window.removeEventListener('scroll', scroll);
  }, [watchScroll, dispatch]);

  return (
    <>
      {state.bannerOpen ? (
        <ConsentBanner
          texts={texts}
          privacyPolicyUrl={consentOptions.privacyPolicyUrl}
          onAccept={() => dispatch({ type: 'accept-all' })}
          onReject={() => dispatch({ type: 'reject-all' })}
          onCustomize={() => dispatch({ type: 'open-dialog' })}
        />
      ) : null}
      {dialogLoaded ? (
        <ConsentDialog
          open={state.dialogOpen}
          choice={state.choice}
          onToggle={(category: ConsentCategory) => dispatch({ type: 'toggle', category })}
          onReject={() => dispatch({ type: 'reject-all' })}
          onSave={() => dispatch({ type: 'save' })}
          onClose={() => dispatch({ type: 'close-dialog' })}
        />
      ) : null}
    </>
  );
}
