import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageMeta } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';

/** Previous / next page links of a paged list (`?page=n`); nothing when the list fits on one page. */
export function ListPager({ path, meta, query = {} }: { path: string; meta: PageMeta; query?: Record<string, string> }) {
  if (meta.last_page <= 1) return null;
  const t = getT('content');
  const href = (page: number) => {
    const params = new URLSearchParams(query);
    if (page > 1) params.set('page', String(page));
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <Box component="nav" aria-label={t('pager.label')} sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', mt: 3 }}>
      {meta.page > 1 ? (
        <AppLink href={href(meta.page - 1)} rel="prev">
          {t('pager.previous')}
        </AppLink>
      ) : null}
      <Typography component="span">{t('pager.position', { page: meta.page, last: meta.last_page })}</Typography>
      {meta.page < meta.last_page ? (
        <AppLink href={href(meta.page + 1)} rel="next">
          {t('pager.next')}
        </AppLink>
      ) : null}
    </Box>
  );
}
