'use client';

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import type { ConsentBannerTexts } from './consent-banner-texts';

export const CONSENT_BANNER_Z_INDEX = 1104;

interface ConsentBannerProps {
  texts: ConsentBannerTexts;
  privacyPolicyUrl: string;
  onAccept: () => void;
  onReject: () => void;
  onCustomize: () => void;
}

/**
 * The consent banner: fixed at the bottom (it never moves the page: no layout shift), small text
 * so it is never the page's largest paint. Refusing is offered on this first layer, as visible
 * and as easy as accepting (same size and style, one click: CNIL's 2020 guidelines).
 */
export function ConsentBanner({ texts, privacyPolicyUrl, onAccept, onReject, onCustomize }: ConsentBannerProps) {
  return (
    <Paper
      component="section"
      aria-label={texts.bannerLabel}
      elevation={8}
      square
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: CONSENT_BANNER_Z_INDEX, px: { xxxs: 1.5, sm: 3 }, py: { xxxs: 1, sm: 2 } }}
    >
      {/* Compact on a phone (small text and buttons on one row): it covers a strip of the screen, not a quarter. */}
      <Stack direction={{ xxxs: 'column', md: 'row' }} spacing={{ xxxs: 1, sm: 2 }} sx={{ alignItems: { md: 'center' }, maxWidth: 1200, mx: 'auto' }}>
        <Typography variant="body2" sx={{ flex: 1, fontSize: { xxxs: '0.8125rem', sm: undefined }, lineHeight: { xxxs: 1.4, sm: undefined } }}>
          {texts.bannerTitle} <AppLink href={privacyPolicyUrl} prefetch={false}>
            {texts.privacyPolicyText}
          </AppLink>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button variant="text" size="small" onClick={onCustomize}>
            {texts.bannerCustomize}
          </Button>
          <Button variant="contained" size="small" onClick={onReject}>
            {texts.bannerReject}
          </Button>
          <Button variant="contained" size="small" onClick={onAccept}>
            {texts.bannerAccept}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
