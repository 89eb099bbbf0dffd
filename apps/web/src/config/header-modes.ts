/** How a page shows the site header (SPECIFICATION §2: "optional header, optionally fixed"). */
export interface HeaderMode {
  /** False: the page has no header. */
  shown: boolean;
  /** True: from the md breakpoint (900 px) the header stays at the top while the page scrolls. */
  fixed: boolean;
  /**
   * A payment page: its navigation is a skeleton while the disable-navbar-payment flag loads and
   * hidden when it is on, and the logo is then no link (SPECIFICATION §2, payment page).
   */
  payment: boolean;
}

export const DEFAULT_HEADER_MODE: HeaderMode = { shown: true, fixed: false, payment: false };

/** Per-page switches, by path pattern; the first match wins, other pages get the default. */
export const HEADER_MODE_RULES: readonly { pattern: RegExp; mode: HeaderMode }[] = [
  // Results lists (/resultats, /recherches-avancees/resultats, /dirigeants/resultats, /{product}/resultats):
  // the menus and the counters stay at hand while a long list scrolls.
  { pattern: /^\/(?:[a-z0-9-]+\/)?resultats\/?$/, mode: { shown: true, fixed: true, payment: false } },
  // The payment pages (/payment, /paiement-securise): the visitor is kept on the payment.
  { pattern: /^\/(?:payment|paiement-securise)\/?$/, mode: { shown: true, fixed: false, payment: true } },
  // The document waiting screen (/documents/loading/{documentId}) stands alone, without the header.
  { pattern: /^\/documents\/loading\//, mode: { shown: false, fixed: false, payment: false } },
];

export function headerModeFor(pathname: string): HeaderMode {
  return HEADER_MODE_RULES.find((rule) => rule.pattern.test(pathname))?.mode ?? DEFAULT_HEADER_MODE;
}
