import { describe, expect, it } from 'vitest';
import { pushConsentUpdate } from './consent-mode';
import { ACCEPT_ALL, REJECT_ALL } from './consent-record';

describe('pushConsentUpdate', () => {
  it('pushes a gtag consent update (an arguments object) mapping each category', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushConsentUpdate({ ...REJECT_ALL, statistics: true }, host);
    pushConsentUpdate(ACCEPT_ALL, host);
    expect(host.dataLayer).toHaveLength(2);
    const [first, second] = (host.dataLayer ?? []) as ArrayLike<unknown>[];
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(Array.from(first as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
      },
    ]);
    expect(Array.from(second as ArrayLike<unknown>)[2]).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });
  });

  it('marketing alone grants the three ad signals', () => {
    const host: { dataLayer?: unknown[] } = { dataLayer: [{ event: 'x' }] };
    pushConsentUpdate({ ...REJECT_ALL, marketing: true }, host);
    const update = Array.from(host.dataLayer?.[1] as ArrayLike<unknown>)[2];
    expect(update).toMatchObject({ analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
  });
});
