import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { companyPath, directorPagePath, type DirectorSearchItem, formatNumberFr } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { monthYearLabel } from '@/lib/search/month-year-label';

/** One director found: name linking to their page, birth month and year, their companies with roles. */
export function DirectorResultItem({ director }: { director: DirectorSearchItem }) {
  const t = getT('director-search');
  const details = [
    director.kind === 'legal' ? t('results.legalEntity') : null,
    director.birth_date ? t('results.born', { date: monthYearLabel(director.birth_date) }) : null,
    t('results.mandates', { count: director.current_mandates_count }),
    t('results.companies', { count: director.companies_count }),
  ].filter((part): part is string => part !== null);
  const more = director.companies_count - director.companies.length;
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', mb: 0.5, overflowWrap: 'anywhere' }}>
        <AppLink href={directorPagePath(director.id, director.slug)}>
          <TextValue value={director.name} />
        </AppLink>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {details.join(' · ')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {director.companies.map(({ company, roles }) => (
          <Typography component="li" variant="body2" key={company.siren}>
            <AppLink href={companyPath(company.siren, company.name)}>
              <TextValue value={company.name} />
            </AppLink>
            {roles.length > 0 ? ` — ${[...new Set(roles.map((role) => role.label ?? role.code).filter(Boolean))].join(', ')}` : null}
            {company.status === 'closed' ? ` (${t('results.closed')})` : null}
          </Typography>
        ))}
        {more > 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            {t('results.moreCompanies', { count: more, formatted: formatNumberFr(more) })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
