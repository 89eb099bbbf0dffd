import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqAccordion, type FaqCategory } from '@/components/site-pages/faq-accordion';
import { SitePageFrame } from '@/components/site-pages/site-page-frame';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { getOffer } from '@/lib/billing/get-offer';
import { legalValues } from '@/lib/billing/legal-values';
import { faqPageJsonLd } from '@/lib/seo/company-structured-data';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/faq', 'faq');
}

/** /faq: the customers' questions by category (accordions) and the same as a FAQPage; every price and quantity from the offer the API serves. */
export default async function FaqPage() {
  const offer = await getOffer();
  if (!offer) return <Alert severity="error">{getT('errors')('server.internal')}</Alert>;
  const t = getT('site-pages');
  const categories = t('faq.categories', { ...legalValues(offer), returnObjects: true }) as unknown as FaqCategory[];
  const items = categories.flatMap((category) => category.items.map((item, index) => ({ id: `${category.id}-${index}`, question: item.q, answer: item.a })));
  return (
    <SitePageFrame title={t('faq.title')} lead={t('faq.lead')} updated={t('updated')}>
      <JsonLd data={faqPageJsonLd(items)} />
      <FaqAccordion categories={categories} />
      <Typography sx={{ mt: 4 }}>
        {t('faq.notFound')} <AppLink href="/contact">{t('faq.contactLink')}</AppLink>
      </Typography>
    </SitePageFrame>
  );
}
