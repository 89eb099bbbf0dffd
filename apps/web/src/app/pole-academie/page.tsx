import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { SitePageFrame, SitePageHeading } from '@/components/site-pages/site-page-frame';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { absoluteUrl } from '@/lib/seo/site-origin';
import { sessionDate } from '@/lib/site-pages/academy-session-labels';
import { getAcademySessions } from '@/lib/site-pages/get-academy-sessions';
import { sitePageMetadata } from '@/lib/site-pages/site-page-metadata';

export function generateMetadata(): Metadata {
  return sitePageMetadata('/pole-academie', 'academy');
}

/** /pole-academie: the sessions still to come, from the database (or that none is scheduled), each with its seats left and a registration link. */
export default async function AcademyPage() {
  const sessions = await getAcademySessions();
  const t = getT('site-pages');
  return (
    <SitePageFrame title={t('academy.title')} lead={t('academy.lead')}>
      {sessions.length > 0 ? (
        <JsonLd
          data={sessions.map((session) => ({
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: session.title,
            description: session.description,
            startDate: session.starts_at,
            endDate: new Date(new Date(session.starts_at).getTime() + session.duration_minutes * 60_000).toISOString(),
            eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
            location: { '@type': 'VirtualLocation', url: absoluteUrl('/pole-academie') },
            isAccessibleForFree: true,
          }))}
        />
      ) : null}
      <SitePageHeading>{t('academy.sessionsHeading')}</SitePageHeading>
      {sessions.length === 0 ? (
        <>
          <Typography sx={{ mb: 1.5 }} data-testid="academy-empty">
            {t('academy.none')}
          </Typography>
          <Typography>
            {t('academy.noneContact')} <AppLink href="/contact">{t('academy.contactLink')}</AppLink>
          </Typography>
        </>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sessions.map((session) => (
            <Card key={session.id} component="li" variant="outlined">
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                  {session.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {t('academy.when', { date: sessionDate(session), minutes: session.duration_minutes })}
                </Typography>
                <Typography sx={{ mb: 1.5 }}>{session.description}</Typography>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {session.seats_left > 0 ? (
                    <>
                      <Button href={`/pole-academie/formulaire?session=${session.id}`} variant="contained" size="small" aria-label={t('academy.registerTo', { title: session.title })}>
                        {t('academy.register')}
                      </Button>
                      <Typography variant="body2">{t('academy.seats', { count: session.seats_left, capacity: session.capacity })}</Typography>
                    </>
                  ) : (
                    <Chip label={t('academy.full')} />
                  )}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('academy.free')}
      </Typography>
    </SitePageFrame>
  );
}
