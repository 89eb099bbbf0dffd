'use client';

import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
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
  return (
    <Tabs
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
