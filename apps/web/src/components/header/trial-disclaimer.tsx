'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect, useState } from 'react';
import { useHasAccess } from '@/lib/billing/use-has-access';
import { FEATURE_FLAGS } from '@/lib/feature-flags/feature-flag-state';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { trialDisclaimerText, type TrialDisclaimerLabels } from '@/lib/trial-pricing/trial-disclaimer-text';
import type { TrialPricing } from '@/lib/trial-pricing/trial-pricing';
import { probeTrialPricing } from '@/lib/trial-pricing/trial-pricing-probe';
import { useHeaderPaymentState } from './header-payment-context';

/**
 * "ACCÈS DÉCOUVERTE": the trial price and, on the same line, what follows it (", puis 39,90 € par
 * mois, sans engagement"), from the API's configuration. The server renders it with the pricing it
 * read (`initialPricing`); the browser reads it fresh again after load. A price is never shown
 * without what follows: when neither read answered, the line is left out. The
 * `disable-navbar-payment` flag takes the whole line out of the header (lib/header/header-payment-state.ts).
 * A visitor who has access (discovery access or plan) is not offered it again: the line goes.
 * The `new-disclaimer` flag switches it to its new wording (`newLabels`).
 */
export function TrialDisclaimer({ labels, newLabels, initialPricing }: { labels: TrialDisclaimerLabels; newLabels: TrialDisclaimerLabels; initialPricing: TrialPricing | null }) {
  const [pricing, setPricing] = useState<TrialPricing | null>(initialPricing);

  useEffect(() => {
    let live = true;
    // The server's pricing stays when the API cannot answer: the disclaimer never blocks the page.
    void probeTrialPricing().then((read) => live && read !== null && setPricing(read));
    return () => {
      live = false;
    };
  }, []);

  const { trialLineShown } = useHeaderPaymentState();
  const hasAccess = useHasAccess();
  const newDisclaimer = useFeatureFlag(FEATURE_FLAGS.newDisclaimer);
  if (!trialLineShown || hasAccess === true || pricing === null || pricing.renewal === undefined) return null;
  const shown = newDisclaimer.active ? newLabels : labels;
  const { price, then } = trialDisclaimerText(pricing, shown);
  return (
    <Box sx={{ bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: 0.5 }}>
        <Box
          component="p"
          data-testid="trial-disclaimer"
          data-fallback={pricing.is_fallback}
          data-wording={newDisclaimer.active ? 'new' : 'default'}
          sx={{ m: 0, fontSize: '0.8125rem', lineHeight: 1.5, minHeight: { xxxs: '3em', sm: '1.5em' } }}
        >
          <Box component="strong" sx={{ letterSpacing: '0.04em' }}>
            {shown.title}
          </Box>{' '}
          : {price}
          {then !== null && <>, {then}</>}
        </Box>
      </Container>
    </Box>
  );
}
