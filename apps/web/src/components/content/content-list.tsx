import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateFr, type ContentSummary } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';

/** Articles as a list of cards: title (link), date, description; glossary terms with their definition. */
export function ContentList({ items, headingLevel = 'h2' }: { items: readonly ContentSummary[]; headingLevel?: 'h2' | 'h3' }) {
  const t = getT('content');
  if (items.length === 0) return <Typography sx={{ my: 3 }}>{t('empty')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {items.map((item) => (
        <Box component="li" key={item.path} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
          <Typography component={headingLevel} sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 0.5 }}>
            <AppLink href={item.path} prefetch={false}>
              {item.term ?? item.title}
            </AppLink>
          </Typography>
          {item.section !== 'notre-lexique' && item.updated ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {t('article.updated', { date: formatDateFr(item.updated) })}
            </Typography>
          ) : null}
          <Typography sx={{ maxWidth: '75ch' }}>{item.definition ?? item.description}</Typography>
        </Box>
      ))}
    </Box>
  );
}
