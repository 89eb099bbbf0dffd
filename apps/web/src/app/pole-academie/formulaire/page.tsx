import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { RuntimeApiIsland } from '@/components/orders/runtime-api-island';
import { AcademyRegistrationForm } from '@/components/site-pages/academy-registration-form';
import { SitePageFrame } from '@/components/site-pages/site-page-frame';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { sessionLabels } from '@/lib/site-pages/academy-session-labels';
import { getAcademySessions } from '@/lib/site-pages/get-academy-sessions';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/pole-academie/formulaire', 'academy', { title: 'formSeoTitle', description: 'formSeoDescription' });
}

/** /pole-academie/formulaire: registration to a session still to come (`?session=` preselects one), or that none is scheduled. */
export default async function AcademyFormPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [sessions, { session }] = await Promise.all([getAcademySessions(), searchParams]);
  const t = getT('site-pages');
  return (
    <SitePageFrame title={t('academy.formTitle')} lead={sessions.length > 0 ? t('academy.formLead') : t('academy.none')}>
      {sessions.length > 0 ? (
        <RuntimeApiIsland fallback={<CircularProgress aria-label={t('formLoading')} />}>
          <AcademyRegistrationForm sessions={sessions} labels={sessionLabels(sessions)} initialSessionId={typeof session === 'string' ? session : null} />
        </RuntimeApiIsland>
      ) : null}
      <Typography sx={{ mt: 3 }}>
        <AppLink href="/pole-academie">{t('academy.backLink')}</AppLink>
      </Typography>
    </SitePageFrame>
  );
}
