'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** Height of the bar in px, and how long it lingers once the new route is shown (SPECIFICATION §9). */
export const PROGRESS_BAR_HEIGHT = 5;
export const PROGRESS_FINISH_DELAY_MS = 200;
/** The bar creeps towards this share of the width while the route loads. */
const CREEP_LIMIT = 0.9;
const CREEP_INTERVAL_MS = 250;
/** A click some handler turned into something else than a navigation: give up after this long. */
const GIVE_UP_MS = 10_000;

/** A click that Next's router will turn into a client-side navigation to another page. */
function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * The thin bar at the top of the window during a navigation: starts on a click on an internal
 * link (or back/forward), creeps while the route loads, fills when the new route is rendered and
 * disappears 200 ms later. Decorative: hidden from assistive technology.
 */
export function NavigationProgressBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef(false);
  const startedAt = useRef(0);

  useEffect(() => {
    const start = () => {
      running.current = true;
      startedAt.current = Date.now();
      setProgress(0.1);
    };
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start();
    };
    // Capture phase: Next's links call preventDefault() before a bubbling listener would see the click.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
    };
  }, []);

  // Creep while loading; once full, hide 200 ms later.
  useEffect(() => {
    if (progress === null) return;
    const timer =
      progress >= 1
        ? window.setTimeout(() => setProgress(null), PROGRESS_FINISH_DELAY_MS)
        : window.setTimeout(() => {
            if (Date.now() - startedAt.current > GIVE_UP_MS) {
              running.current = false;
              setProgress(null);
              return;
            }
            setProgress((value) => (value === null || value >= 1 ? value : value + (CREEP_LIMIT - value) * 0.2));
          }, CREEP_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [progress]);

  // The new route is rendered: fill the bar.
  useEffect(() => {
    if (!running.current) return;
    running.current = false;
    setProgress(1);
  }, [pathname, searchParams]);

  if (progress === null) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-progress"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 2100,
        height: PROGRESS_BAR_HEIGHT,
        width: `${progress * 100}%`,
        background: 'var(--progress-colour, #4a77a3)',
        transition: 'width 200ms ease-out',
        pointerEvents: 'none',
      }}
    />
  );
}
