import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type CompanyIdentity, companyPath, formatCompanyId } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { TitledSection } from './titled-section';

/** The companies to explore named by configuration, linking to their pages. */
export function FeaturedCompanies({ companies }: { companies: CompanyIdentity[] }) {
  const t = getT('home');
  return (
    <TitledSection id="home-featured" heading={t('featured.heading')}>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {companies.map((company) => (
          <Box component="li" key={company.siren} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <AppLink href={companyPath(company.siren, company.name)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <TextValue value={company.name} />
            </AppLink>
            <Typography variant="body2" color="text.secondary">
              {t('featured.siren', { siren: formatCompanyId(company.siren) })}
              {company.naf?.label ? ` · ${company.naf.label}` : null}
            </Typography>
          </Box>
        ))}
      </Box>
    </TitledSection>
  );
}
