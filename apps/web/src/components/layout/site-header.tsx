import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { brand } from '@/config/brand';
import { ALL_SERVICES_HREF, BUSINESS_MENU } from '@/config/navigation';
import { servicesByType } from '@/config/services';
import { serviceTexts } from '@/components/services/service-texts';
import { AccountLink } from '@/components/auth/account-link';
import { HeaderBrand } from '@/components/header/header-brand';
import { HeaderNavigation } from '@/components/header/header-navigation';
import { HeaderNavigationGate } from '@/components/header/header-navigation-gate';
import type { HeaderMenu } from '@/components/header/header-menu-types';
import { HeaderTopBar } from '@/components/header/header-top-bar';
import { TrialDisclaimer } from '@/components/header/trial-disclaimer';
import { getT } from '@/i18n/get-t';
import { getHeaderTrialPricing } from '@/lib/services/get-trial-pricing';
import { trialDisclaimerLabels } from '@/lib/trial-pricing/trial-disclaimer-labels';

/**
 * The site header (SPECIFICATION §2): counters, review score and contact, the discovery-access
 * disclaimer, then the brand, the two mega menus and the account link. Server-rendered; the menus and the
 * disclaimer's price are small client islands. Whether a page shows it, and fixed, is the
 * layout's HeaderSlot (config/header-modes.ts).
 */
export async function SiteHeader() {
  const t = getT('header');
  const servicesT = getT('services');
  const menus: HeaderMenu[] = [
    {
      id: 'services',
      label: t('nav.services'),
      // The compact services list of /services (the director search left out).
      groups: servicesByType({ compact: true }).map((group) => ({
        type: group.type,
        title: servicesT(`types.${group.type}`),
        items: group.services.map((service) => ({ label: serviceTexts(service).name, href: service.href })),
      })),
      footerLink: { label: t('nav.allServices'), href: ALL_SERVICES_HREF },
    },
    {
      id: 'business',
      label: t('nav.business'),
      groups: BUSINESS_MENU.map((group) => ({
        type: group.type,
        title: t(`businessTypes.${group.type}`),
        items: group.items.map((item) => ({ label: t(`business.${item.name}`), href: item.href })),
      })),
    },
  ];
  return (
    <Box
      component="header"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <HeaderTopBar />
      <TrialDisclaimer
        initialPricing={await getHeaderTrialPricing()}
        labels={trialDisclaimerLabels(t)}
        newLabels={trialDisclaimerLabels(t, { newWording: true })}
      />
      <Box sx={{ position: 'relative' }}>
        <Container maxWidth="lg" sx={{ py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <HeaderBrand name={brand.name} homeLabel={t('homeLink')} />
          <HeaderNavigationGate>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: { xxxs: 0.5, xxs: 1 } }}>
              <HeaderNavigation
                menus={menus}
                labels={{ nav: t('nav.label'), openDrawer: t('nav.openDrawer'), closeDrawer: t('nav.closeDrawer'), drawerTitle: t('nav.drawerTitle') }}
              />
              <AccountLink label={t('nav.account')} guestLabel={t('nav.signIn')} placement="header" />
            </Box>
          </HeaderNavigationGate>
        </Container>
      </Box>
    </Box>
  );
}
