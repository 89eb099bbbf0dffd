import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DirectorSummary } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { TitledSection } from '@/components/search/titled-section';
import { getT } from '@/i18n/get-t';
import type { ListingPage } from '@/lib/indexes/load-listing';
import { CursorPager, CursorRejectedNotice } from './cursor-pager';

/** One page of an index's directors, by name, each linking to their page; then the pager. */
export function DirectorIndexListing({ path, page }: { path: string; page: ListingPage<DirectorSummary> }) {
  const t = getT('indexes');
  return (
    <TitledSection id="dirigeants" heading={t('directors.listHeading')}>
      <CursorRejectedNotice page={page} />
      {page.items.length === 0 ? (
        <Typography>{t('directors.none')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('directors.listLabel')} sx={{ columns: { xxxs: 1, sm: 2, md: 3 }, columnGap: 4, p: 0, m: 0, listStyle: 'none' }}>
          {page.items.map((director) => (
            <Box component="li" key={director.id} sx={{ breakInside: 'avoid', mb: 1, overflowWrap: 'anywhere' }}>
              <AppLink href={director.page_path}>
                <TextValue value={director.name} />
              </AppLink>
              {director.kind === 'legal' ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (${t('directors.legalEntity')})`}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
      <CursorPager path={path} page={page} />
    </TitledSection>
  );
}
