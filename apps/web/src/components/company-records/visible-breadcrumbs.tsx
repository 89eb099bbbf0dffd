import Box from '@mui/material/Box';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import type { Crumb } from '@/lib/seo/structured-data';

/** The breadcrumb trail shown on the page (the last crumb is the current page, not a link). */
export function VisibleBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Box component="nav" aria-label={getT('breadcrumbs')('label')} sx={{ mb: 2, fontSize: '0.875rem' }}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index > 0 ? <span aria-hidden="true">›&nbsp;</span> : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <AppLink href={crumb.path}>{crumb.name}</AppLink>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
