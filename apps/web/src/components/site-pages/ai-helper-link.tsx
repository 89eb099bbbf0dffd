import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getT } from '@/i18n/get-t';
import { aiHelperUrl } from '@/lib/site-pages/ai-helper-url';

/**
 * The AI helper (SPECIFICATION §9): a plain link that opens the configured AI chat in a new tab with
 * the question prefilled. The site sends nothing itself: the visitor reads the question there and
 * decides to send it. No button when AI_HELPER_URL is unusable; `withHint` says what it does beside it.
 */
export function AiHelperLink({ question, withHint = false }: { question: string; withHint?: boolean }) {
  const href = aiHelperUrl(question);
  if (href === null) return null;
  const t = getT('site-pages');
  const button = (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="outlined" size="small" aria-label={t('aiHelper.opensInNewTab')} title={t('aiHelper.hint')} data-testid="ai-helper">
      {t('aiHelper.button')}
    </Button>
  );
  if (!withHint) return button;
  // Where there is room (an article's byline), what the button does is said beside it, not only on hover.
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      {button}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('aiHelper.hint')}
      </Typography>
    </Box>
  );
}
