'use client';

import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ACCOUNT_SECTIONS } from '@/config/account-sections';
import { accountT } from '@/lib/auth/account-i18n';

/** The current section: the longest section path the URL starts with (/mon-compte/listes/… → Mes listes). */
function currentSection(pathname: string): string | false {
  const matches = ACCOUNT_SECTIONS.filter(({ href }) => pathname === href || pathname.startsWith(`${href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? false;
}

/** The navigation between the account's sections (config/account-sections.ts), scrollable on phones. */
export function AccountNavigation() {
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs scroll: the current one is brought whole into view (the tabs' own scrolling
  // leaves it cut at the edge when the page opens on a later section).
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <Tabs
      ref={nav}
      component="nav"
      aria-label={accountT('sections.navigation')}
      value={currentSection(pathname)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {ACCOUNT_SECTIONS.map(({ href, labelKey }) => (
        <Tab key={href} value={href} label={accountT(labelKey)} component={Link} href={href} aria-current={currentSection(pathname) === href ? 'page' : undefined} />
      ))}
    </Tabs>
  );
}
