import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCompanyId } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { comparatorHref, withSiren } from '@/lib/comparator/comparator-selection';
import { searchCompanies } from '@/lib/search/search-companies';
import { DEFAULT_PAGE_SIZE } from '@/lib/search/search-page-params';

/** Companies matching a name typed in the add form (first five), each a link that adds it. */
export async function ComparatorSearchResults({ query, sirens }: { query: string; sirens: readonly string[] }) {
  const t = getT('comparator');
  const result = await searchCompanies({ q: query, page: 1, perPage: DEFAULT_PAGE_SIZE, filters: {} });
  const found = result.kind === 'ok' ? result.data.data.slice(0, 5) : [];
  if (found.length === 0) return <Typography sx={{ my: 2 }}>{t('add.noResult', { q: query })}</Typography>;
  return (
    <Box component="section" aria-labelledby="comparator-search-results" sx={{ my: 2 }}>
      <Typography id="comparator-search-results" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('add.resultsHeading', { q: query })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {found.map((company) => (
          <li key={company.siren}>
            <AppLink href={comparatorHref(withSiren(sirens, company.siren))}>
              {t('add.addOne', { name: company.name, siren: formatCompanyId(company.siren) })}
            </AppLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
