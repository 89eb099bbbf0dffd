import { describe, expect, it } from 'vitest';
import { featureFlagPath, featureFlagStateFrom, FEATURE_FLAGS, initialFeatureFlagState } from './feature-flag-state';

const name = FEATURE_FLAGS.disableNavbarPayment;

describe('feature flag state', () => {
  it('starts inactive and loading', () => {
    expect(initialFeatureFlagState(name)).toEqual({ name, active: false, loading: true });
  });

  it('is active only when the API says so', () => {
    expect(featureFlagStateFrom(name, 200, { data: { name, active: true } })).toEqual({ name, active: true, loading: false });
    expect(featureFlagStateFrom(name, 200, { data: { name, active: false } })).toEqual({ name, active: false, loading: false });
  });

  it('stays inactive on an error or a body out of contract', () => {
    for (const [status, body] of [
      [500, { data: { active: true } }],
      [400, { message: 'errors:features.invalid-name' }],
      [200, { data: { active: 'true' } }],
      [200, { active: true }],
      [200, null],
    ] as const) {
      expect(featureFlagStateFrom(name, status, body)).toEqual({ name, active: false, loading: false });
    }
  });

  it('asks the API by name', () => {
    expect(featureFlagPath('disable-navbar-payment')).toBe('/api/features/disable-navbar-payment');
  });
});
