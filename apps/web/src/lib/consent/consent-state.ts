import { ACCEPT_ALL, DEFAULT_CONSENT, REJECT_ALL, SELECTABLE_CATEGORIES, type ConsentCategory, type ConsentRecord } from './consent-record';
import type { ConsentOptions } from './consent-options';

/**
 * The consent banner's state machine (SPECIFICATION §4), pure: the component runs the effect
 * each transition asks for (push the choice to the data layer, and store it in the cookie).
 */
export interface ConsentState {
  /** The current choice: the defaults (all on) until the visitor changes or decides. */
  readonly choice: ConsentRecord;
  /** A choice was stored (now or on an earlier visit). */
  readonly decided: boolean;
  readonly bannerOpen: boolean;
  readonly dialogOpen: boolean;
}

export type ConsentEvent =
  | { readonly type: 'loaded'; readonly stored: ConsentRecord | null }
  | { readonly type: 'accept-all' }
  | { readonly type: 'reject-all' }
  | { readonly type: 'open-dialog' }
  | { readonly type: 'close-dialog' }
  | { readonly type: 'toggle'; readonly category: ConsentCategory }
  | { readonly type: 'save' }
  | { readonly type: 'scrolled' }
  | { readonly type: 'leaving' }
  | { readonly type: 'route-change' };

/** `push`: apply a stored choice; `store`: save the choice in the cookie, then push it. */
export type ConsentEffect = 'none' | 'push' | 'store';

export interface ConsentTransition {
  readonly state: ConsentState;
  readonly effect: ConsentEffect;
}

/** Before the cookie is read (server render, first client render): nothing shows. */
export const INITIAL_CONSENT_STATE: ConsentState = { choice: DEFAULT_CONSENT, decided: false, bannerOpen: false, dialogOpen: false };

const unchanged = (state: ConsentState): ConsentTransition => ({ state, effect: 'none' });

function decide(choice: ConsentRecord): ConsentTransition {
  return { state: { choice, decided: true, bannerOpen: false, dialogOpen: false }, effect: 'store' };
}

export function consentTransition(state: ConsentState, event: ConsentEvent, options: ConsentOptions): ConsentTransition {
  switch (event.type) {
    case 'loaded':
      return event.stored
        ? { state: { choice: event.stored, decided: true, bannerOpen: false, dialogOpen: false }, effect: 'push' }
        : unchanged({ ...state, bannerOpen: !state.decided });
    case 'accept-all':
      return decide(ACCEPT_ALL);
    case 'reject-all':
      return decide(REJECT_ALL);
    case 'open-dialog':
      return unchanged({ ...state, dialogOpen: true });
    case 'close-dialog':
      return unchanged({ ...state, dialogOpen: false });
    case 'toggle':
      if (!(SELECTABLE_CATEGORIES as readonly ConsentCategory[]).includes(event.category)) return unchanged(state);
      return unchanged({ ...state, choice: { ...state.choice, [event.category]: !state.choice[event.category] } });
    case 'save':
      return decide(state.choice);
    case 'scrolled':
      return options.dismissOnScroll && state.bannerOpen && !state.decided ? decide(state.choice) : unchanged(state);
    case 'leaving':
      return options.autoAcceptOnReload && state.bannerOpen && !state.decided ? decide(state.choice) : unchanged(state);
    case 'route-change':
      return state.decided ? unchanged(state) : decide(DEFAULT_CONSENT);
  }
}
