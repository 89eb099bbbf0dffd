import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCompanyId, SEARCH_QUERY_MIN_LENGTH } from '@registre/domain';
import type { Metadata } from 'next';
import { ClaimSearchForm } from '@/components/company-claims/claim-search-form';
import { getT } from '@/i18n/get-t';
import { claimPath } from '@/lib/company-claims/claim-paths';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';
import { searchCompanies } from '@/lib/search/search-companies';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';
import { translateMessageKey } from '@/lib/auth/account-i18n';

interface ClaimResultsProps {
  searchParams: Promise<RawSearchParams>;
}

/** A search for one's own company: never indexed. */
export const metadata: Metadata = { title: getT('claims')('seo.resultsTitle'), robots: NOINDEX_FOLLOW_ROBOTS };

/** /profil-entreprise/resultats?q=…: active companies matching the name or SIREN, each leading to its claim page. */
export default async function ClaimResultsPage({ searchParams }: ClaimResultsProps) {
  const t = getT('claims');
  const q = firstParam(await searchParams, 'q');
  const result = q.length >= SEARCH_QUERY_MIN_LENGTH ? await searchCompanies({ q, page: 1, perPage: 20, filters: { status: 'active' } }) : null;
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {q ? t('results.for', { q }) : t('results.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 }, mb: 3 }}>
        <ClaimSearchForm defaultValue={q} />
      </Paper>
      {q !== '' && result === null ? <Alert severity="info">{t('results.tooShort', { count: SEARCH_QUERY_MIN_LENGTH })}</Alert> : null}
      {result?.kind === 'invalid' ? <Alert severity="error">{translateMessageKey(result.messageKey)}</Alert> : null}
      {result?.kind === 'ok' && result.data.data.length === 0 ? <Alert severity="info">{t('results.none', { q })}</Alert> : null}
      {result?.kind === 'ok' && result.data.data.length > 0 ? (
        <List disablePadding sx={{ display: 'grid', gap: 1.5 }}>
          {result.data.data.map((company) => (
            <ListItem key={company.siren} disablePadding>
              <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
                <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                  <div>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{company.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('results.siren', { siren: formatCompanyId(company.siren) })}
                      {company.head_office?.city ? ` · ${company.head_office.postcode ?? ''} ${company.head_office.city}` : ''}
                    </Typography>
                  </div>
                  <Button href={claimPath(company.siren)} variant="contained" aria-label={t('results.chooseLabel', { name: company.name })} sx={{ flexShrink: 0, alignSelf: { xxxs: 'flex-start', sm: 'center' } }}>
                    {t('results.choose')}
                  </Button>
                </Stack>
              </Paper>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Container>
  );
}
