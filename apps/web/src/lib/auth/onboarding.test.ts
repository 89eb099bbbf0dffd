import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api-client/api-client';
import { isSuccessfulPaymentPath } from './auth-routes';
import { ONBOARDING_DRAFT_KEY, onboardingRequest, onboardingSiren, readOnboardingDraft, sendOnboardingUpdate, writeOnboardingDraft } from './onboarding';

function memoryStorage() {
  const entries = new Map<string, string>();
  return { entries, getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value), removeItem: (key: string) => void entries.delete(key) };
}

const user = { id: '7', email: 'a@b.fr', email_verified_at: null, first_name: 'Ada', last_name: 'Lovelace', onboarding: {} };

describe('onboarding user-info update (specification §2)', () => {
  it('applies on the success pages only', () => {
    expect(isSuccessfulPaymentPath('/successful-payment')).toBe(true);
    expect(isSuccessfulPaymentPath('/successful-payment-kbis')).toBe(true);
    expect(isSuccessfulPaymentPath('/mon-compte')).toBe(false);
  });

  it('sends only the answers given, the SIREN without its spaces, a malformed SIREN not at all', () => {
    expect(onboardingRequest({ siren: '552 032 534', job: ' Juriste ', heard_about: '' })).toEqual({ siren: '552032534', job: 'Juriste' });
    expect(onboardingRequest({ siren: '5520', job: '', heard_about: 'Presse' })).toEqual({ heard_about: 'Presse' });
    expect(onboardingSiren('')).toBe('');
    expect(onboardingSiren('12345678A')).toBeNull();
  });

  it('posts the draft with the PATCH override, then forgets it', async () => {
    const storage = memoryStorage();
    writeOnboardingDraft({ siren: '552032534', job: 'Juriste', heard_about: '' }, storage);
    const calls: [string, unknown][] = [];
    const api = { post: async (path: string, body?: Record<string, unknown>) => (calls.push([path, body]), user) } as unknown as ApiClient;
    await expect(sendOnboardingUpdate(api, storage)).resolves.toMatchObject({ id: '7' });
    expect(calls).toEqual([['/api/onboarding/user-infos', { _method: 'PATCH', siren: '552032534', job: 'Juriste' }]]);
    expect(storage.entries.has(ONBOARDING_DRAFT_KEY)).toBe(false);
  });

  it('reads a missing or tampered draft as empty', () => {
    const storage = memoryStorage();
    expect(readOnboardingDraft(storage)).toEqual({ siren: '', job: '', heard_about: '' });
    storage.entries.set(ONBOARDING_DRAFT_KEY, '{"job": 3}');
    expect(readOnboardingDraft(storage)).toEqual({ siren: '', job: '', heard_about: '' });
  });
});
