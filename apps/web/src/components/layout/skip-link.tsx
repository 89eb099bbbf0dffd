import Link from '@mui/material/Link';
import { getT } from '@/i18n/get-t';
import { MAIN_CONTENT_ID } from './main-content-id';

/** First focusable element of every page: off screen until focused, then jumps to `<main>`. */
export function SkipLink() {
  const t = getT('common');
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 8, outline: '3px solid', outlineColor: 'warning.light', outlineOffset: 2 },
      }}
    >
      {t('skipLink')}
    </Link>
  );
}
