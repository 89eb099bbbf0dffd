import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { withCursor } from '@/lib/indexes/index-paths';
import type { ListingPage } from '@/lib/indexes/load-listing';

/** Links of a keyset listing: back to the first page on later pages, on to the next page while there is one. */
export function CursorPager({ path, page }: { path: string; page: ListingPage<unknown> }) {
  const t = getT('indexes');
  if (!page.isLaterPage && page.nextCursor === null) return null;
  return (
    <Box component="nav" aria-label={t('pager.label')} sx={{ display: 'flex', gap: 3, justifyContent: 'space-between', mt: 3 }}>
      {page.isLaterPage ? <AppLink href={path}>{`« ${t('pager.first')}`}</AppLink> : <span />}
      {page.nextCursor === null ? null : (
        <AppLink href={withCursor(path, page.nextCursor)} rel="next">
          {`${t('pager.next')} »`}
        </AppLink>
      )}
    </Box>
  );
}

/** Said above a first page shown in place of a position that was not valid. */
export function CursorRejectedNotice({ page }: { page: ListingPage<unknown> }) {
  if (!page.cursorRejected) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {getT('indexes')('pager.cursorRejected')}
    </Alert>
  );
}
