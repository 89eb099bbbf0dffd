import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api-client/api-client-error';
import { orderFailure } from './order-failure';

const quota = (document_type: string, is_trial_period: boolean) =>
  new ApiClientError(403, { message: 'errors:orders.quota-exceeded', error: 'quota_exceeded', document_type, is_trial_period, remaining_quota_after_trial: 3 } as never);

describe('orderFailure (specification §8)', () => {
  it('uses the order a SAME_ORDER_PENDING answer returns', () => {
    const order = { id: 'x' };
    expect(orderFailure(new ApiClientError(403, { message: 'm', error_code: 'SAME_ORDER_PENDING', data: order } as never))).toEqual({ messageKey: 'errors:orders.same-order-pending', pendingOrder: order });
  });
  it('shows the trial message with the remaining count for a kbis in trial, the kbis message otherwise', () => {
    expect(orderFailure(quota('kbis', true))).toEqual({ messageKey: 'errors:orders.trial-exceeded', values: { count: 3 } });
    expect(orderFailure(quota('kbis', false))).toEqual({ messageKey: 'errors:orders.kbis-exceeded' });
    expect(orderFailure(quota('brands', false))).toEqual({ messageKey: 'errors:orders.quota-exceeded' });
  });
  it("shows a prospect list's own refusal (rows used up, empty list)", () => {
    expect(orderFailure(new ApiClientError(403, { message: 'errors:prospecting.rows-exhausted' }))).toEqual({ messageKey: 'errors:prospecting.rows-exhausted' });
    expect(orderFailure(new ApiClientError(422, { message: 'errors:prospecting.no-rows-to-export' }))).toEqual({ messageKey: 'errors:prospecting.no-rows-to-export' });
  });
  it('tells the daily cap from the per-minute rate limit', () => {
    expect(orderFailure(new ApiClientError(429, { message: 'errors:orders.daily-cap' }))).toEqual({ messageKey: 'errors:orders.daily-cap' });
    expect(orderFailure(new ApiClientError(429, { message: 'errors:orders.rate-limited' }))).toEqual({ messageKey: 'errors:orders.rate-limited' });
  });
  it('answers order-failed for anything else', () => {
    expect(orderFailure(new ApiClientError(500, null))).toEqual({ messageKey: 'errors:orders.order-failed' });
    expect(orderFailure(new Error('x'))).toEqual({ messageKey: 'errors:orders.order-failed' });
  });
});
