import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { SitePageFrame, SitePageHeading } from '@/components/site-pages/site-page-frame';
import { TextSections, type TextSection } from '@/components/site-pages/text-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { getOffer } from '@/lib/billing/get-offer';
import { legalValues } from '@/lib/billing/legal-values';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';
import { absoluteUrl } from '@/lib/seo/site-origin';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/a-propos', 'about');
}

/** /a-propos: who publishes the site (identities from configuration), what it publishes, where the data comes from. */
export default async function AboutPage() {
  const offer = await getOffer();
  if (!offer) return <Alert severity="error">{getT('errors')('server.internal')}</Alert>;
  const t = getT('site-pages');
  const values = legalValues(offer);
  const sections = t('about.sections', { ...values, returnObjects: true }) as unknown as TextSection[];
  return (
    <SitePageFrame title={t('about.title')} lead={t('about.lead')} updated={t('updated')}>
      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'AboutPage', name: t('about.title'), url: absoluteUrl('/a-propos'), inLanguage: 'fr-FR' }} />
      <TextSections sections={sections} />
      <section aria-labelledby="about-contact">
        <SitePageHeading id="about-contact">{t('about.contactHeading')}</SitePageHeading>
        <Typography sx={{ mb: 1.5 }}>{t('about.contactText', { email: offer.seller.email })}</Typography>
        <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={{ xxxs: 1, sm: 3 }}>
          <AppLink href="/contact">{t('about.contactLink')}</AppLink>
          <AppLink href="/faq">{t('about.faqLink')}</AppLink>
          <AppLink href="/politiques-de-confidentialite">{t('about.privacyLink')}</AppLink>
        </Stack>
      </section>
    </SitePageFrame>
  );
}
