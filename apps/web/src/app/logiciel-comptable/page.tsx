import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { SitePageFrame, SitePageHeading } from '@/components/site-pages/site-page-frame';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { getT } from '@/i18n/get-t';
import { absoluteUrl } from '@/lib/seo/site-origin';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/logiciel-comptable', 'accounting');
}

/** The date the criteria and the calendar were last checked (dateModified of the page). */
const CHECKED_ON = '2026-12-07';

type Rows = Array<[string, string, string]>;

/** /logiciel-comptable: what to compare in invoicing and accounting software with the e-invoicing reform in mind (criteria, not vendors), dated and sourced. */
export default function AccountingSoftwarePage() {
  const t = getT('site-pages');
  const calendar = t('accounting.calendar', { returnObjects: true }) as unknown as Rows;
  const criteria = t('accounting.criteria', { returnObjects: true }) as unknown as Rows;
  const checklist = t('accounting.checklist', { returnObjects: true }) as unknown as string[];
  const sources = t('accounting.sources', { returnObjects: true }) as unknown as Array<{ title: string; url: string; consulted: string }>;
  const columns = (key: 'calendarColumns' | 'criteriaColumns') => t(`accounting.${key}`, { returnObjects: true }) as unknown as string[];
  return (
    <SitePageFrame title={t('accounting.title')} lead={t('accounting.lead')} updated={t('updated')}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: t('accounting.title'),
          url: absoluteUrl('/logiciel-comptable'),
          dateModified: CHECKED_ON,
          inLanguage: 'fr-FR',
          citation: sources.map((source) => source.url),
        }}
      />
      <Typography sx={{ mb: 2 }}>{t('accounting.notice')}</Typography>
      <SitePageHeading>{t('accounting.calendarHeading')}</SitePageHeading>
      <DataTable caption={t('accounting.calendarCaption')} columns={columns('calendarColumns')} rows={calendar.map((cells, index) => ({ key: `calendar-${index}`, cells }))} stackedOnPhone />
      <SitePageHeading>{t('accounting.criteriaHeading')}</SitePageHeading>
      <DataTable caption={t('accounting.criteriaCaption')} columns={columns('criteriaColumns')} rows={criteria.map((cells) => ({ key: cells[0], cells }))} stackedOnPhone />
      <SitePageHeading>{t('accounting.checklistHeading')}</SitePageHeading>
      <ol>
        {checklist.map((line) => (
          <li key={line}>
            <Typography sx={{ mb: 1 }}>{line}</Typography>
          </li>
        ))}
      </ol>
      <AppLink href="/rechercher">{t('accounting.searchLink')}</AppLink>
      <SitePageHeading>{t('accounting.sourcesHeading')}</SitePageHeading>
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            <Typography>
              <Link href={source.url} rel="noopener">
                {source.title}
              </Link>{' '}
              ({source.consulted})
            </Typography>
          </li>
        ))}
      </ul>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('accounting.dateNote')}
      </Typography>
    </SitePageFrame>
  );
}
