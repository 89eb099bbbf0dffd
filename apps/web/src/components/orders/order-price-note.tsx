'use client';

import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import header from '@/locales/fr/header.json';
import orders from '@/locales/fr/orders.json';
import { useHasAccess } from '@/lib/billing/use-has-access';
import { trialDisclaimerLabels } from '@/lib/trial-pricing/trial-disclaimer-labels';
import { trialDisclaimerText } from '@/lib/trial-pricing/trial-disclaimer-text';
import type { TrialPricing } from '@/lib/trial-pricing/trial-pricing';
import { probeTrialPricing } from '@/lib/trial-pricing/trial-pricing-probe';

const i18n = createFrenchI18n({ header, orders }, 'orders');
const headerT = i18n.getFixedT(LOCALE, 'header');
const ordersT = i18n.getFixedT(LOCALE, 'orders');

/**
 * What an order costs this visitor, next to its button: with access, what it takes from it
 * (`includedNote`: "Inclus dans votre accès", the quota); without, the discovery access's price
 * and what follows it on one line, as the header's disclaimer says it. Until both are known,
 * that access is required.
 */
export function OrderPriceNote({ includedNote }: { includedNote: string }) {
  const hasAccess = useHasAccess();
  const [pricing, setPricing] = useState<TrialPricing | null>(null);
  useEffect(() => {
    let live = true;
    void probeTrialPricing().then((read) => live && setPricing(read));
    return () => {
      live = false;
    };
  }, []);

  let text = ordersT('price-funnel');
  if (hasAccess === true) text = includedNote;
  else if (pricing?.renewal !== undefined) {
    const { price, then } = trialDisclaimerText(pricing, trialDisclaimerLabels(headerT));
    if (then !== null) text = ordersT('price-offer', { price, then });
  }
  return (
    <Typography variant="caption" data-testid="order-price-note">
      {text}
    </Typography>
  );
}
