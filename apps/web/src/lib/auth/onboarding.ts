import { AUTH_PATHS, METHOD_OVERRIDE_FIELD, type CurrentUser, type OnboardingRequest } from '@registre/domain';
import type { ApiClient } from '../api-client/api-client';
import { toCurrentUser } from './current-user-body';
import { browserSessionStorage as browserStorage, type KeyValueStorage } from '../storage/session-storage';

/** What the success page asks after a first payment; every field optional. */
export interface OnboardingDraft {
  siren: string;
  job: string;
  heard_about: string;
}

/** Kept in sessionStorage while the visitor fills it, so that any account link of the page can send it. */
export const ONBOARDING_DRAFT_KEY = 'onboarding-user-infos';

const EMPTY: OnboardingDraft = { siren: '', job: '', heard_about: '' };

export function readOnboardingDraft(storage: KeyValueStorage | null = browserStorage()): OnboardingDraft {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ONBOARDING_DRAFT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return EMPTY;
    const entry = parsed as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { siren: text(entry.siren), job: text(entry.job), heard_about: text(entry.heard_about) };
  } catch {
    return EMPTY;
  }
}

export function writeOnboardingDraft(draft: OnboardingDraft, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or forbidden storage: the draft lives in the page only.
  }
}

/** The SIREN as the API takes it (9 digits, spaces removed), '' for none, null when malformed. */
export function onboardingSiren(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return digits === '' || /^\d{9}$/.test(digits) ? digits : null;
}

/** The update's body: only the fields given (a field left out is kept by the API); a malformed SIREN is left out. */
export function onboardingRequest(draft: OnboardingDraft): OnboardingRequest {
  const siren = onboardingSiren(draft.siren);
  return {
    ...(siren ? { siren } : {}),
    ...(draft.job.trim() ? { job: draft.job.trim() } : {}),
    ...(draft.heard_about.trim() ? { heard_about: draft.heard_about.trim() } : {}),
  };
}

/**
 * `POST /api/onboarding/user-infos` with the PATCH method override (SPECIFICATION §7): stores the
 * draft's answers (even none: the API then records that onboarding was done) and forgets the draft.
 */
export async function sendOnboardingUpdate(api: ApiClient, storage: KeyValueStorage | null = browserStorage()): Promise<CurrentUser> {
  const user = toCurrentUser(await api.post(AUTH_PATHS.onboarding, { [METHOD_OVERRIDE_FIELD]: 'PATCH', ...onboardingRequest(readOnboardingDraft(storage)) }));
  try {
    storage?.removeItem(ONBOARDING_DRAFT_KEY);
  } catch {
    // Nothing to forget in an unusable storage.
  }
  return user;
}
