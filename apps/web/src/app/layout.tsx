import Box from '@mui/material/Box';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { MagicTokenForwarder } from '@/components/auth/magic-token-forwarder';
import { MAIN_CONTENT_ID } from '@/components/layout/main-content-id';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';
import { HTML_LANG } from '@/i18n/locale';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { PRIMARY_MAIN } from '@/theme/palette';

export function generateMetadata(): Metadata {
  const t = getT('common');
  return {
    title: { default: t('seo.title'), template: t('seo.titleTemplate') },
    description: t('seo.description'),
    applicationName: brand.name,
  };
}

export const viewport: Viewport = {
  themeColor: PRIMARY_MAIN,
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang={HTML_LANG}>
      <body>
        <AppRouterCacheProvider>
          <AppThemeProvider>
            <SkipLink />
            <MagicTokenForwarder />
            <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
              <SiteHeader />
              <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
                {children}
              </Box>
              <SiteFooter />
            </Box>
          </AppThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
