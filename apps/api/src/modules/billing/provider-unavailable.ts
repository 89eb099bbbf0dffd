import { BILLING_KEYS } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';
import { ProviderUnavailableError } from './payment-provider';

/** Runs a call to the payment provider; if it cannot be reached, the answer is 503 and the caller's transaction rolls back. */
export async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new HttpError(503, BILLING_KEYS.providerUnavailable);
    throw error;
  }
}
