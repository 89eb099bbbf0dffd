import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { KeyFigures } from '@/components/site-pages/key-figures';
import { SitePageFrame, SitePageHeading } from '@/components/site-pages/site-page-frame';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { getOffer } from '@/lib/billing/get-offer';
import { LOGO_PNG_SIZE } from '@/lib/site-pages/brand-logo';
import { getSiteStatistics } from '@/lib/site-pages/get-site-statistics';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/presse-media-kit', 'pressKit');
}

/** /presse-media-kit: a presentation, the key figures counted in the database, the logo files (drawn from the site's icon) and the press contact. */
export default async function PressKitPage() {
  const [offer, statistics] = await Promise.all([getOffer(), getSiteStatistics()]);
  if (!offer) return <Alert severity="error">{getT('errors')('server.internal')}</Alert>;
  const t = getT('site-pages');
  return (
    <SitePageFrame title={t('pressKit.title')} lead={t('pressKit.lead')}>
      <section aria-labelledby="presentation">
        <SitePageHeading id="presentation">{t('pressKit.presentationHeading')}</SitePageHeading>
        <Typography>{t('pressKit.presentation', { seller: offer.seller.legal_name })}</Typography>
      </section>
      <KeyFigures statistics={statistics} />
      <section aria-labelledby="logos">
        <SitePageHeading id="logos">{t('pressKit.logosHeading')}</SitePageHeading>
        <Typography sx={{ mb: 2 }}>{t('pressKit.logosText')}</Typography>
        <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Box component="img" src="/presse-media-kit/logo.svg" alt={t('pressKit.logoAlt')} width={96} height={96} />
          <Stack spacing={1}>
            <Link href="/presse-media-kit/logo.svg" download>
              {t('pressKit.downloadSvg')}
            </Link>
            <Link href="/presse-media-kit/logo.png" download>
              {t('pressKit.downloadPng', { size: LOGO_PNG_SIZE })}
            </Link>
          </Stack>
        </Stack>
      </section>
      <section aria-labelledby="press">
        <SitePageHeading id="press">{t('pressKit.pressHeading')}</SitePageHeading>
        <Typography sx={{ mb: 1.5 }}>{t('pressKit.pressText', { email: offer.seller.email })}</Typography>
        <AppLink href="/contact?sujet=press">{t('pressKit.pressLink')}</AppLink>
      </section>
    </SitePageFrame>
  );
}
