import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { JsonLd } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { breadcrumbListJsonLd, type Crumb } from '@/lib/seo/structured-data';

/**
 * Accueil › … › the page: a visible trail (the last crumb is the current page, not a link) and
 * the same trail as BreadcrumbList structured data. `crumbs` start after the home page.
 */
export function BreadcrumbTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = getT('breadcrumbs');
  const trail: Crumb[] = [{ name: t('home'), path: '/' }, ...crumbs];
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(trail)} />
      <Box component="nav" aria-label={t('label')} sx={{ mb: 2 }}>
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, gap: 0.5, fontSize: '0.875rem' }}>
          {trail.map((crumb, index) => {
            const isCurrent = index === trail.length - 1;
            return (
              <Box component="li" key={crumb.path} sx={{ display: 'flex', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}>
                {isCurrent ? (
                  <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit' }}>
                    {crumb.name}
                  </Typography>
                ) : (
                  <>
                    <AppLink href={crumb.path}>{crumb.name}</AppLink>
                    <span aria-hidden="true">›</span>
                  </>
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
    </>
  );
}
