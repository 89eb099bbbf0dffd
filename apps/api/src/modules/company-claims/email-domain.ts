/**
 * Mailbox providers open to anyone: an address there proves nothing about a company, even when
 * a company gave such a domain as its website by mistake.
 */
const OPEN_MAIL_PROVIDERS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'outlook.fr', 'hotmail.com', 'hotmail.fr', 'live.com', 'live.fr', 'msn.com',
  'yahoo.com', 'yahoo.fr', 'icloud.com', 'me.com', 'aol.com', 'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr', 'neuf.fr',
  'laposte.net', 'bbox.fr', 'numericable.fr', 'gmx.fr', 'gmx.com', 'proton.me', 'protonmail.com', 'mail.com', 'yandex.com',
]);

/** The host of a website address, lower-case, without a leading `www.`; null when it is not one. */
export function websiteDomain(website: string): string | null {
  try {
    const host = new URL(website).hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
    return host.includes('.') && !OPEN_MAIL_PROVIDERS.has(host) && !/^[\d.]+$/.test(host) && !host.startsWith('[') ? host : null;
  } catch {
    return null;
  }
}

/** The domain of an e-mail address, lower-case. */
export const emailDomain = (email: string): string => (email.split('@').pop() ?? '').toLowerCase().replace(/\.$/, '');

/** True when the address is on one of the company's domains (or a sub-domain of one), never on an open provider. */
export function isOnKnownDomain(email: string, knownDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  if (OPEN_MAIL_PROVIDERS.has(domain)) return false;
  return knownDomains.some((known) => domain === known || domain.endsWith(`.${known}`));
}
