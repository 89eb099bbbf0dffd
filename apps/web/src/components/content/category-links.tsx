import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentCategory, ContentTag } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';

/** A section's categories (or tags) as links with their number of articles; the current one is marked. */
export function CategoryLinks({ heading, basePath, entries, current, unit = 'articleCount' }: { heading: string; basePath: string; entries: readonly (ContentCategory | ContentTag)[]; current?: string; unit?: 'articleCount' | 'termCount' }) {
  const t = getT('content');
  const shown = entries.filter((entry) => entry.count > 0);
  if (shown.length === 0) return null;
  return (
    <Box component="nav" aria-label={heading} sx={{ mb: 4 }}>
      <Typography component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {shown.map((entry) => (
          <li key={entry.slug}>
            <AppLink href={`${basePath}/${entry.slug}`} aria-current={entry.slug === current ? 'page' : undefined} sx={{ fontWeight: entry.slug === current ? 700 : 400 }} prefetch={false}>
              {entry.name}
            </AppLink>{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              ({t(unit, { count: entry.count })})
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
