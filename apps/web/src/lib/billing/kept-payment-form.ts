import { browserSessionStorage, type KeyValueStorage } from '../storage/session-storage';

/**
 * What a customer typed in the payment form, kept in the tab's sessionStorage so that a declined
 * card, a refused bank challenge or a trip to the sign-in page does not make them type it again.
 * The card and the passwords are never kept, nor the consents (ticked anew for each payment): only
 * the account's e-mail and the billing identity.
 */
export type PaymentFormValues = Record<string, string | boolean>;

const KEY = 'payment-form';
const NEVER_KEPT = new Set(['card_number', 'exp_month', 'exp_year', 'cvc', 'password', 'password_confirmation', 'withdrawal_waiver', 'terms_accepted']);

export function keepPaymentFormValues(values: PaymentFormValues, storage: KeyValueStorage | null = browserSessionStorage()): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([field, value]) => !NEVER_KEPT.has(field) && (typeof value === 'string' || typeof value === 'boolean')));
  try {
    storage?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or forbidden (private browsing): the form simply is not remembered.
  }
}

/** The kept values (never a card field nor a password, even if a tampered entry holds one); nothing when unreadable. */
export function keptPaymentFormValues(storage: KeyValueStorage | null = browserSessionStorage()): PaymentFormValues {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([field, value]) => !NEVER_KEPT.has(field) && (typeof value === 'string' || typeof value === 'boolean')));
  } catch {
    return {};
  }
}

/** Forgets the form once the payment succeeded. */
export function forgetPaymentFormValues(storage: KeyValueStorage | null = browserSessionStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to forget in an unusable storage.
  }
}
