import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { formatNumberFr } from '@registre/domain';
import { contactEmail } from '@/config/contact';
import { HEADER_REVALIDATE_SECONDS } from '@/config/revalidate';
import { reviewRating } from '@/config/reviews';
import { getT } from '@/i18n/get-t';
import { getSiteStatistics } from '@/lib/search/get-site-statistics';
import { HeaderCounters } from './header-counters';

const barLinkSx = {
  color: 'inherit',
  textDecorationColor: 'rgba(255, 255, 255, 0.6)',
  '&:hover': { textDecorationColor: 'currentColor' },
  '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
} as const;

/** The header's first band: counters, the review score when a real one is configured, and the contact mail link. */
export async function HeaderTopBar() {
  const t = getT('header');
  const statistics = await getSiteStatistics({ revalidateSeconds: HEADER_REVALIDATE_SECONDS });
  const reviews = reviewRating();
  const score = reviews ? formatNumberFr(reviews.score, { maximumFractionDigits: 2 }) : '';
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: '0.8125rem' }}>
      <Container
        maxWidth="lg"
        sx={{ py: 0.75, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 3, rowGap: 0.5 }}
      >
        <Box sx={{ display: { xxxs: 'none', md: 'block' } }}>
          <HeaderCounters statistics={statistics} />
        </Box>
        <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center' }}>
          {reviews && (
          <Box
            component="a"
            href={reviews.url}
            target="_blank"
            rel="noopener"
            aria-label={t('reviews.label', { score, scale: reviews.scale })}
            data-testid="header-reviews"
            sx={barLinkSx}
          >
            <Box component="span" aria-hidden="true" sx={{ color: '#ffd54f' }}>
              ★
            </Box>{' '}
            <strong>{t('reviews.score', { score, scale: reviews.scale })}</strong> {t('reviews.text')}
          </Box>
          )}
          <Box component="a" href={`mailto:${contactEmail}`} aria-label={t('contact.label', { email: contactEmail })} sx={barLinkSx}>
            {contactEmail}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
