import Box from '@mui/material/Box';
import { formatNumberFr, type SiteStatistics } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { TitledSection } from './titled-section';

const COUNTERS = ['docAvailable', 'searchableSiret', 'kbisAvailable', 'verifiedCompanyProfile'] as const;

/** The site's counters, counted in the database, in French number format. */
export function SiteCounters({ statistics }: { statistics: SiteStatistics }) {
  const t = getT('home');
  return (
    <TitledSection id="home-counters" heading={t('counters.heading')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xxxs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: { xxxs: 1, xxs: 2 }, m: 0 }}>
        {COUNTERS.map((name) => (
          <Box key={name} sx={{ display: 'flex', flexDirection: 'column-reverse', p: { xxxs: 1.5, xxs: 2 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', hyphens: 'auto' }}>
              {t(`counters.${name}`)}
            </Box>
            <Box component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
              {formatNumberFr(statistics[name])}
            </Box>
          </Box>
        ))}
      </Box>
    </TitledSection>
  );
}
