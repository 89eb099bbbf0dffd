import Button from '@mui/material/Button';
import { getT } from '@/i18n/get-t';
import { aiHelperUrl } from '@/lib/site-pages/ai-helper-url';

/**
 * The AI helper (SPECIFICATION §9): a plain link that opens the configured AI chat in a new tab with
 * the question prefilled. The site sends nothing itself: the visitor reads the question there and
 * decides to send it. No button when AI_HELPER_URL is unusable.
 */
export function AiHelperLink({ question }: { question: string }) {
  const href = aiHelperUrl(question);
  if (href === null) return null;
  const t = getT('site-pages');
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="outlined" size="small" aria-label={t('aiHelper.opensInNewTab')} title={t('aiHelper.hint')} data-testid="ai-helper">
      {t('aiHelper.button')}
    </Button>
  );
}
