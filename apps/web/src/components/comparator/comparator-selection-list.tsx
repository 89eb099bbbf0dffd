import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { companyPath } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { comparatorHref, withoutSiren } from '@/lib/comparator/comparator-selection';
import type { ComparedCompany } from '@/lib/comparator/get-compared-company';

/** The companies being compared, each with a link to its page and a plain link that removes it. */
export function ComparatorSelectionList({ companies }: { companies: readonly ComparedCompany[] }) {
  const t = getT('comparator');
  const sirens = companies.map((company) => company.profile.siren);
  return (
    <Box component="section" aria-labelledby="comparator-selection" sx={{ mb: 3 }}>
      <Typography id="comparator-selection" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {t('selection.heading')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {companies.map(({ profile }) => (
          <Box component="li" key={profile.siren} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
            <AppLink href={companyPath(profile.siren, profile.name)} sx={{ fontWeight: 600 }}>
              {profile.name}
            </AppLink>
            <AppLink href={comparatorHref(withoutSiren(sirens, profile.siren))} aria-label={t('selection.remove', { name: profile.name })} sx={{ fontSize: '0.875rem' }}>
              {t('add.remove')}
            </AppLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
