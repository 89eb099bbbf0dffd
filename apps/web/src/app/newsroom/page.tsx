import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { KeyFigures } from '@/components/site-pages/key-figures';
import { SitePageFrame, SitePageHeading } from '@/components/site-pages/site-page-frame';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { getOffer } from '@/lib/billing/get-offer';
import { getSiteStatistics } from '@/lib/site-pages/get-site-statistics';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/newsroom', 'newsroom');
}

/** /newsroom: no press release yet (said so), the register's key figures counted in the database, and the press contact. */
export default async function NewsroomPage() {
  const [offer, statistics] = await Promise.all([getOffer(), getSiteStatistics()]);
  if (!offer) return <Alert severity="error">{getT('errors')('server.internal')}</Alert>;
  const t = getT('site-pages');
  return (
    <SitePageFrame title={t('newsroom.title')} lead={t('newsroom.lead')}>
      <section aria-labelledby="releases">
        <SitePageHeading id="releases">{t('newsroom.releasesHeading')}</SitePageHeading>
        <Typography>{t('newsroom.noRelease')}</Typography>
      </section>
      <KeyFigures statistics={statistics} />
      <section aria-labelledby="press-contact">
        <SitePageHeading id="press-contact">{t('newsroom.pressHeading')}</SitePageHeading>
        <Typography sx={{ mb: 1.5 }}>{t('newsroom.pressText', { email: offer.seller.email })}</Typography>
        <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={{ xxxs: 1, sm: 3 }}>
          <AppLink href="/contact?sujet=press">{t('newsroom.pressLink')}</AppLink>
          <AppLink href="/presse-media-kit">{t('newsroom.kitLink')}</AppLink>
        </Stack>
      </section>
    </SitePageFrame>
  );
}
