/** The sections of `/mon-compte`, each its own URL (CONTRACTS.md: each branch adds its entry). */
export interface AccountSection {
  href: string;
  labelKey: string;
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [{ href: '/mon-compte/commandes', labelKey: 'orders:list.title' }];
