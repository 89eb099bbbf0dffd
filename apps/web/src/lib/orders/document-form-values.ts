import { browserSessionStorage as browserStorage, type KeyValueStorage } from '../storage/session-storage';

/**
 * "Document form values per step" (SPECIFICATION §3, remembered client data): what a visitor typed
 * or chose in a document's order form, kept per form (document kind and company) and per step in
 * sessionStorage, so that leaving the page (to sign in, to the payment funnel, by mistake) and
 * coming back finds the form as it was. Session-scoped: nothing outlives the tab.
 */
export type FormValues = Record<string, string>;

/** The values of every step of one form, by step index. */
export type StepValues = Record<number, FormValues>;

const PREFIX = 'document-form';

/** The storage key of one form: `document-form:{kind}:{siren}`. */
export const documentFormKey = (kind: string, siren: string) => `${PREFIX}:${kind}:${siren}`;

const isStringRecord = (value: unknown): value is FormValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** Every remembered step of a form; an absent, unreadable or tampered entry reads as nothing remembered. */
export function readStepValues(kind: string, siren: string, storage: KeyValueStorage | null = browserStorage()): StepValues {
  try {
    const raw = storage?.getItem(documentFormKey(kind, siren));
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const steps: StepValues = {};
    for (const [step, values] of Object.entries(parsed as Record<string, unknown>)) {
      if (/^\d{1,2}$/.test(step) && isStringRecord(values)) steps[Number(step)] = values;
    }
    return steps;
  } catch {
    return {};
  }
}

/** Remembers one step's values beside the others'; a full or forbidden storage keeps nothing, silently. */
export function writeStepValues(kind: string, siren: string, step: number, values: FormValues, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(documentFormKey(kind, siren), JSON.stringify({ ...readStepValues(kind, siren, storage), [step]: values }));
  } catch {
    // Storage full or forbidden (private browsing): the form simply is not remembered.
  }
}

/** Forgets a form (once its order is placed: the next visit starts afresh). */
export function clearStepValues(kind: string, siren: string, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(documentFormKey(kind, siren));
  } catch {
    // Nothing to forget in an unusable storage.
  }
}
