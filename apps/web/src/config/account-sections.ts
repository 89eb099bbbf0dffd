import type { ParseKeys } from 'i18next';

/**
 * The sections of the customer's account (/mon-compte), in the order of its navigation. Each
 * section has its own URL; a branch that adds one adds its line here (orders: /mon-compte/commandes,
 * billing: /mon-compte/abonnement and /mon-compte/factures).
 */
export interface AccountSectionLink {
  href: string;
  /** Key in the `account` namespace. */
  labelKey: ParseKeys<'account'>;
}

export const ACCOUNT_SECTIONS: readonly AccountSectionLink[] = [
  { href: '/mon-compte', labelKey: 'sections.profile' },
  { href: '/mon-compte/commandes', labelKey: 'sections.orders' },
  { href: '/mon-compte/abonnement', labelKey: 'sections.subscription' },
  { href: '/mon-compte/factures', labelKey: 'sections.invoices' },
  { href: '/mon-compte/listes', labelKey: 'sections.lists' },
  { href: '/mon-compte/alertes', labelKey: 'sections.alerts' },
];
