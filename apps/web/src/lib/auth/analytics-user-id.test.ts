import { describe, expect, it } from 'vitest';
import { setAnalyticsUserId } from './analytics-user-id';

describe('setAnalyticsUserId', () => {
  it('creates the data layer when missing and pushes the id once per change', () => {
    const host: { dataLayer?: unknown[] } = {};
    setAnalyticsUserId('42', host);
    setAnalyticsUserId('42', host);
    setAnalyticsUserId('43', host);
    expect(host.dataLayer).toEqual([
      { event: 'user_identified', user_id: '42' },
      { event: 'user_identified', user_id: '43' },
    ]);
  });
});
