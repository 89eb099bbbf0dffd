import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { SitePageFrame } from '@/components/site-pages/site-page-frame';
import { TextSections, type TextSection } from '@/components/site-pages/text-sections';
import { getT } from '@/i18n/get-t';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/carrieres', 'careers');
}

/** /carrieres: no job offer is open; how to apply spontaneously (the contact form, subject preselected) and what happens to an application. */
export default function CareersPage() {
  const t = getT('site-pages');
  const sections = t('careers.sections', { returnObjects: true }) as unknown as TextSection[];
  return (
    <SitePageFrame title={t('careers.title')} lead={t('careers.lead')} updated={t('updated')}>
      <TextSections sections={sections} />
      <Button href="/contact?sujet=application" variant="contained" sx={{ mt: 2 }}>
        {t('careers.apply')}
      </Button>
    </SitePageFrame>
  );
}
