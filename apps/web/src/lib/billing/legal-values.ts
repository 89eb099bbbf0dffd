import { formatEurFromCents, type Offer } from '@registre/domain';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';

/**
 * The consumer mediator's paragraph: the one configured, with how to reach it, or, when none is
 * configured, that none is designated yet and how to complain to us (never a made-up mediator).
 */
function mediationText(offer: Offer): string {
  const t = getT('legal');
  const contact = { email: offer.seller.email, seller: offer.seller.legal_name, address: offer.seller.address };
  const { mediator } = offer;
  if (!mediator) return t('terms.mediator.none', contact);
  const reach = [mediator.address, mediator.website].filter((part): part is string => Boolean(part)).join(', ');
  return t('terms.mediator.designated', { ...contact, name: mediator.name, reach });
}

/** A phone line of the legal notice, empty (paragraph left out) when the number is not configured. */
const phoneLine = (phone: string | null): string => (phone ? getT('legal')('notice.phone', { phone }) : '');

/** The values the legal texts are filled with: the brand, the seller, publisher, host, mediator and processors, and the offer. */
export function legalValues(offer: Offer): Record<string, string | number> {
  const { plan, seller } = offer;
  const t = getT('legal');
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
    publisherPhone: phoneLine(offer.publisher.phone),
    hostPhone: phoneLine(offer.host.phone),
    mediation: mediationText(offer),
    paymentProcessor: t(offer.payment_provider === 'stripe' ? 'privacy.processors.stripe' : 'privacy.processors.sandbox'),
    mailProcessor: offer.mail_operator ? t('privacy.processors.mail', { operator: offer.mail_operator }) : t('privacy.processors.mailUnnamed'),
    trialPrice: formatEurFromCents(plan.trial_price_cents),
    renewalPrice: formatEurFromCents(plan.renewal_price_cents),
    days: plan.trial_days,
    period: getT('billing')(`periods.${plan.renewal_period}`),
    trialQuota: plan.kbis_quota_trial,
    periodQuota: plan.kbis_quota_period,
    cap: plan.daily_cap_per_kind,
  };
}
