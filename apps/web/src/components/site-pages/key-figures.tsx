import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumberFr, type SiteStatistics } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { SitePageHeading } from './site-page-frame';

/** The counters shown, in this order (every one counted in the database by the statistics job). */
const FIGURES = ['searchableSiret', 'registeredEstablishments', 'kbisAvailable', 'verifiedCompanyProfile', 'docAvailable', 'score'] as const;

const dateFr = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The register's key figures with the date they were counted, or a line saying they are unavailable. */
export function KeyFigures({ statistics }: { statistics: SiteStatistics | null }) {
  const t = getT('site-pages');
  return (
    <section aria-labelledby="key-figures">
      <SitePageHeading id="key-figures">{t('figures.heading')}</SitePageHeading>
      {statistics === null ? (
        <Typography>{t('figures.unavailable')}</Typography>
      ) : (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2, m: 0 }}>
            {FIGURES.map((figure) => (
              <Box key={figure} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}>
                <Typography component="dt" variant="body2">
                  {t(`figures.${figure}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }} data-testid={`figure-${figure}`}>
                  {formatNumberFr(statistics[figure])}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('figures.date', { date: dateFr(statistics.computedAt) })}
          </Typography>
        </>
      )}
    </section>
  );
}
