/** The site is French only (SPECIFICATION §1): one language, one BCP 47 tag. */
export const LOCALE = 'fr' as const;
export const HTML_LANG = 'fr';
