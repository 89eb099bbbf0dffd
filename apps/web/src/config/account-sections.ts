/**
 * The sections of /mon-compte, each its own URL (CONTRACTS.md: each branch adds its entries here).
 * `labelKey` is a key of the locale files.
 */
export interface AccountSection {
  href: string;
  labelKey: string;
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { href: '/mon-compte/abonnement', labelKey: 'billing:account.sections.subscription' },
  { href: '/mon-compte/factures', labelKey: 'billing:account.sections.invoices' },
];
