import Alert from '@mui/material/Alert';
import type { Metadata } from 'next';
import { LegalPage, type LegalSection } from '@/components/legal/legal-page';
import { getT } from '@/i18n/get-t';
import { getOffer } from '@/lib/billing/get-offer';
import { legalValues } from '@/lib/billing/legal-values';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.privacy') };
}

/** /politiques-de-confidentialite (privacy policy). */
export default async function PrivacyPage() {
  const offer = await getOffer();
  if (!offer) return <Alert severity="error">{getT('errors')('server.internal')}</Alert>;
  const t = getT('legal');
  const values = legalValues(offer);
  const sections = t('privacy.sections', { ...values, returnObjects: true }) as unknown as LegalSection[];
  return <LegalPage title={t('privacy.title')} updated={t('updated')} sections={sections} />;
}
