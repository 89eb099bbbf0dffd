import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CONTACT_CATEGORIES, type ContactCategory } from '@registre/domain';
import type { Metadata } from 'next';
import { RuntimeApiIsland } from '@/components/orders/runtime-api-island';
import { ContactForm } from '@/components/site-pages/contact-form';
import { SitePageFrame, SitePageHeading } from '@/components/site-pages/site-page-frame';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { getOffer } from '@/lib/billing/get-offer';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/contact', 'contact');
}

const isCategory = (value: unknown): value is ContactCategory => typeof value === 'string' && (CONTACT_CATEGORIES as readonly string[]).includes(value);

/** /contact: the form (stored, mailed to the team, acknowledged to the sender); `?sujet=presse`-like links preselect a subject. */
export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const offer = await getOffer();
  if (!offer) return <Alert severity="error">{getT('errors')('server.internal')}</Alert>;
  const { sujet } = await searchParams;
  const t = getT('site-pages');
  const before = t('contact.before', { returnObjects: true }) as unknown as string[];
  return (
    <SitePageFrame title={t('contact.title')} lead={t('contact.lead')}>
      <section aria-labelledby="contact-before">
        <SitePageHeading id="contact-before">{t('contact.beforeHeading')}</SitePageHeading>
        <ul>
          {before.map((line) => (
            <li key={line}>
              <Typography>{line}</Typography>
            </li>
          ))}
        </ul>
        <Typography sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2 }}>
          <AppLink href="/resiliation">{t('contact.cancelLink')}</AppLink>
          <AppLink href="/faq">{t('contact.faqLink')}</AppLink>
        </Typography>
      </section>
      <RuntimeApiIsland fallback={<CircularProgress aria-label={t('formLoading')} />}>
        <ContactForm initialCategory={isCategory(sujet) ? sujet : null} />
      </RuntimeApiIsland>
      <Typography sx={{ mt: 3 }} color="text.secondary">
        {t('contact.mailText', { email: offer.seller.email })}
      </Typography>
    </SitePageFrame>
  );
}
