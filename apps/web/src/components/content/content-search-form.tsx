import Box from '@mui/material/Box';
import type { ContentSection } from '@registre/domain';
import { getT } from '@/i18n/get-t';

/** A plain GET form to a section's search page (no client script): the query in `q`. */
export function ContentSearchForm({ section, query = '' }: { section: 'actualites' | 'notre-lexique'; query?: string }) {
  const t = getT('content');
  const id = `content-search-${section satisfies ContentSection}`;
  return (
    <Box component="form" role="search" action={`/${section}/recherche`} method="get" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end', mb: 4 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flex: '1 1 16rem', maxWidth: '32rem' }}>
        <label htmlFor={id}>{t(`search.${section}.label`)}</label>
        <Box component="input" id={id} name="q" type="search" defaultValue={query} minLength={2} maxLength={200} required sx={{ font: 'inherit', p: 1.25, border: 1, borderColor: 'grey.600', borderRadius: 1, minHeight: 44 }} />
      </Box>
      <Box component="button" type="submit" sx={{ font: 'inherit', fontWeight: 700, px: 2.5, minHeight: 44, border: 0, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', cursor: 'pointer' }}>
        {t('search.submit')}
      </Box>
    </Box>
  );
}
