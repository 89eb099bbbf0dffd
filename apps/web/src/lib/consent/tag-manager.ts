import { consentModeUpdate } from './consent-mode';
import { REJECT_ALL, type ConsentRecord } from './consent-record';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The tag manager's container id (`GTM_CONTAINER_ID`, read at run time), or null: then no tag
 * manager loads at all (SPECIFICATION: only when a container id is configured).
 */
export function tagManagerContainerId(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const configured = env.GTM_CONTAINER_ID?.trim();
  if (!configured) return null;
  if (!CONTAINER_ID.test(configured)) {
    console.warn(`GTM_CONTAINER_ID ignored: "${configured}" is not a container id like GTM-AB12CD3`);
    return null;
  }
  return configured;
}

/**
 * The script bootstrapping the tag manager: consent-mode defaults first (the stored choice, or
 * everything denied until the visitor decides), then the container. Empty without a container.
 */
export function tagManagerBootstrap(containerId: string | null, stored: ConsentRecord | null): string {
  if (containerId === null) return '';
  const defaults = { ...consentModeUpdate(stored ?? REJECT_ALL), wait_for_update: 500 };
  return [
    '(function(w,d){',
    'w.dataLayer=w.dataLayer||[];',
    'function gtag(){w.dataLayer.push(arguments);}',
    `gtag('consent','default',${JSON.stringify(defaults)});`,
    "w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    "var s=d.createElement('script');s.async=true;",
    `s.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(${JSON.stringify(containerId)});`,
    'd.head.appendChild(s);',
    '})(window,document);',
  ].join('');
}
