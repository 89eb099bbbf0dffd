import Alert from '@mui/material/Alert';
import type { Metadata } from 'next';
import { LegalPage, type LegalSection } from '@/components/legal/legal-page';
import { getT } from '@/i18n/get-t';
import { getOffer } from '@/lib/billing/get-offer';
import { legalValues } from '@/lib/billing/legal-values';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.terms') };
}

/** /conditions-generales (terms of sale and use). */
export default async function TermsPage() {
  const offer = await getOffer();
  if (!offer) return <Alert severity="error">{getT('errors')('server.internal')}</Alert>;
  const t = getT('legal');
  const values = legalValues(offer);
  const sections = t('terms.sections', { ...values, returnObjects: true }) as unknown as LegalSection[];
  // The public cancellation page (L.215-1-1), linked where the terms name it.
  const links = [{ name: getT('billing')('cancel.publicTitle'), href: '/resiliation' }];
  return <LegalPage title={t('terms.title')} updated={t('updated')} sections={sections} links={links} />;
}
