import Box from '@mui/material/Box';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { paginationPages } from '@/lib/search/pagination-pages';

interface ResultsPaginationProps {
  page: number;
  lastPage: number;
  hrefForPage: (page: number) => string;
}

/** Links to the other pages of a results list (plain links: shareable, back button works). */
export function ResultsPagination({ page, lastPage, hrefForPage }: ResultsPaginationProps) {
  if (lastPage <= 1) return null;
  const t = getT('search');
  const pages = paginationPages(page, lastPage);
  return (
    <Box component="nav" aria-label={t('pagination.label')} sx={{ mt: 3 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, alignItems: 'center' }}>
        {page > 1 ? (
          <li>
            <AppLink href={hrefForPage(page - 1)} rel="prev" sx={{ display: 'inline-block', p: 1 }}>
              {t('pagination.previous')}
            </AppLink>
          </li>
        ) : null}
        {pages.map((number, index) => (
          <Box component="li" key={number} sx={{ display: 'flex', alignItems: 'center' }}>
            {index > 0 && number - (pages[index - 1] ?? number) > 1 ? <span aria-hidden="true">…&nbsp;</span> : null}
            {number === page ? (
              <Box component="span" aria-current="page" sx={{ p: 1, fontWeight: 700 }}>
                {number}
              </Box>
            ) : (
              <AppLink href={hrefForPage(number)} aria-label={t('pagination.page', { page: number })} sx={{ display: 'inline-block', p: 1 }}>
                {number}
              </AppLink>
            )}
          </Box>
        ))}
        {page < lastPage ? (
          <li>
            <AppLink href={hrefForPage(page + 1)} rel="next" sx={{ display: 'inline-block', p: 1 }}>
              {t('pagination.next')}
            </AppLink>
          </li>
        ) : null}
      </Box>
    </Box>
  );
}
