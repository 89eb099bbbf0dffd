import { formatEurFromCents, type Offer } from '@registre/domain';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';

/** The values the legal texts are filled with: the brand, the seller, publisher and host, and the offer. */
export function legalValues(offer: Offer): Record<string, string | number> {
  const { plan, seller } = offer;
  return {
    brand: brand.name,
    seller: seller.legal_name,
    address: seller.address,
    siren: seller.siren,
    rcs: seller.rcs,
    vat: seller.vat_number,
    capital: seller.share_capital,
    email: seller.email,
    publisher: offer.publisher.name,
    host: offer.host.name,
    hostAddress: offer.host.address,
    trialPrice: formatEurFromCents(plan.trial_price_cents),
    renewalPrice: formatEurFromCents(plan.renewal_price_cents),
    days: plan.trial_days,
    period: getT('billing')(`periods.${plan.renewal_period}`),
    trialQuota: plan.kbis_quota_trial,
    periodQuota: plan.kbis_quota_period,
    cap: plan.daily_cap_per_kind,
  };
}
