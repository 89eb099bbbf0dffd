import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { companyPath, type CompanyIndexItem } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { TitledSection } from '@/components/search/titled-section';
import { getT } from '@/i18n/get-t';
import type { ListingPage } from '@/lib/indexes/load-listing';
import { CursorPager, CursorRejectedNotice } from './cursor-pager';

/** One page of an index's companies: name linking to the company page, city, APE code and label; then the pager. */
export function CompanyIndexListing({ path, page, nafLabels }: { path: string; page: ListingPage<CompanyIndexItem>; nafLabels: ReadonlyMap<string, string> }) {
  const t = getT('indexes');
  return (
    <TitledSection id="entreprises" heading={t('companies.listHeading')}>
      <CursorRejectedNotice page={page} />
      {page.items.length === 0 ? (
        <Typography>{t('companies.none')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('companies.listLabel')} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {page.items.map((company) => {
            const naf = company.naf_code ? [company.naf_code, nafLabels.get(company.naf_code)].filter(Boolean).join(' ') : null;
            const place = company.city ? `${company.city}${company.postcode ? ` (${company.postcode})` : ''}` : null;
            return (
              <Box component="li" key={company.siren} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <AppLink href={companyPath(company.siren, company.name)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <TextValue value={company.name} />
                </AppLink>
                <Typography variant="body2" color="text.secondary">
                  {[place, naf, company.status === 'closed' ? t('companies.closed') : null].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      <CursorPager path={path} page={page} />
    </TitledSection>
  );
}
