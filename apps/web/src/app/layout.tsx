import Box from '@mui/material/Box';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { MagicTokenForwarder } from '@/components/auth/magic-token-forwarder';
import { ConsentShell } from '@/components/consent/consent-shell';
import { ErrorReportingLoader } from '@/components/error-reporting/error-reporting-loader';
import { HeaderSlot } from '@/components/layout/header-slot';
import { MAIN_CONTENT_ID } from '@/components/layout/main-content-id';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { NavigationProgressBar } from '@/components/navigation-progress/navigation-progress-bar';
import { NotificationProvider } from '@/components/notifications/notification-provider';
import { TrackingSourceCapture } from '@/components/tracking/tracking-source-capture';
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

/** zod reads `globalThis.__zod_globalConfig` when it loads (zod/v4/core/core.js): jitless, it never calls `Function`. */
const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

export const viewport: Viewport = {
  themeColor: PRIMARY_MAIN,
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  const t = getT('common');
  return (
    <html lang={HTML_LANG}>
      <head>
        {/* Before any bundle: zod must not probe eval (refused by the Content-Security-Policy) when its schemas are built. */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
      </head>
      <body>
        <AppRouterCacheProvider>
          <AppThemeProvider>
            <SkipLink />
            <Suspense fallback={null}>
              <NavigationProgressBar />
            </Suspense>
            <MagicTokenForwarder />
            <NotificationProvider closeLabel={t('notifications.close')}>
              <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
                <HeaderSlot>
                  <SiteHeader />
                </HeaderSlot>
                <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
                  {children}
                </Box>
                <SiteFooter />
              </Box>
            </NotificationProvider>
            <ConsentShell />
            <TrackingSourceCapture />
            <ErrorReportingLoader />
          </AppThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
