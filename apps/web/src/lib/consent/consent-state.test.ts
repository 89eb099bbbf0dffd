import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, DEFAULT_CONSENT, REJECT_ALL } from './consent-record';
import type { ConsentOptions } from './consent-options';
import { consentTransition, INITIAL_CONSENT_STATE, type ConsentEvent, type ConsentState } from './consent-state';

const options: ConsentOptions = { privacyPolicyUrl: '/politiques-de-confidentialite', dismissOnScroll: true, autoAcceptOnReload: true };

function run(events: ConsentEvent[], opts: ConsentOptions = options, from: ConsentState = INITIAL_CONSENT_STATE) {
  let state = from;
  const effects: string[] = [];
  for (const event of events) {
    const next = consentTransition(state, event, opts);
    state = next.state;
    effects.push(next.effect);
  }
  return { state, effects };
}

const fresh = [{ type: 'loaded', stored: null }] as const satisfies ConsentEvent[];

describe('consentTransition', () => {
  it('shows the banner with every category on when nothing is stored', () => {
    const { state, effects } = run([...fresh]);
    expect(state).toEqual({ choice: DEFAULT_CONSENT, decided: false, bannerOpen: true, dialogOpen: false });
    expect(effects).toEqual(['none']);
  });

  it('applies and pushes a stored choice, banner hidden', () => {
    const { state, effects } = run([{ type: 'loaded', stored: REJECT_ALL }]);
    expect(state).toEqual({ choice: REJECT_ALL, decided: true, bannerOpen: false, dialogOpen: false });
    expect(effects).toEqual(['push']);
  });

  it('accept all and reject all store their choice and close banner and dialog', () => {
    expect(run([...fresh, { type: 'open-dialog' }, { type: 'accept-all' }])).toEqual({
      state: { choice: ACCEPT_ALL, decided: true, bannerOpen: false, dialogOpen: false },
      effects: ['none', 'none', 'store'],
    });
    expect(run([...fresh, { type: 'open-dialog' }, { type: 'reject-all' }]).state).toEqual({
      choice: REJECT_ALL,
      decided: true,
      bannerOpen: false,
      dialogOpen: false,
    });
  });

  it('customise: toggles the selectable categories only, then saves', () => {
    const { state, effects } = run([
      ...fresh,
      { type: 'open-dialog' },
      { type: 'toggle', category: 'marketing' },
      { type: 'toggle', category: 'essentials' },
      { type: 'toggle', category: 'unknown' },
      { type: 'toggle', category: 'unknown' },
      { type: 'save' },
    ]);
    expect(state.choice).toEqual({ essentials: true, statistics: true, marketing: false, unknown: true });
    expect(state).toMatchObject({ decided: true, bannerOpen: false, dialogOpen: false });
    expect(effects.at(-1)).toBe('store');
    expect(effects.slice(0, -1).every((effect) => effect === 'none')).toBe(true);
  });

  it('closing the dialog without saving keeps the banner and decides nothing', () => {
    const { state } = run([...fresh, { type: 'open-dialog' }, { type: 'toggle', category: 'statistics' }, { type: 'close-dialog' }]);
    expect(state).toMatchObject({ decided: false, bannerOpen: true, dialogOpen: false });
  });

  it('scrolling stores the current choice while the banner shows, only with dismissOnScroll', () => {
    const toggled = [...fresh, { type: 'open-dialog' }, { type: 'toggle', category: 'statistics' }, { type: 'close-dialog' }] as ConsentEvent[];
    const { state, effects } = run([...toggled, { type: 'scrolled' }]);
    expect(state).toMatchObject({ decided: true, bannerOpen: false, choice: { ...DEFAULT_CONSENT, statistics: false } });
    expect(effects.at(-1)).toBe('store');
    expect(run([...fresh, { type: 'scrolled' }], { ...options, dismissOnScroll: false }).state.decided).toBe(false);
    // Once decided, scrolling changes nothing.
    expect(run([...fresh, { type: 'reject-all' }, { type: 'scrolled' }]).effects.at(-1)).toBe('none');
  });

  it('leaving the page stores the current choice while the banner shows, only with autoAcceptOnReload', () => {
    expect(run([...fresh, { type: 'leaving' }]).effects.at(-1)).toBe('store');
    expect(run([...fresh, { type: 'leaving' }], { ...options, autoAcceptOnReload: false }).effects.at(-1)).toBe('none');
    expect(run([{ type: 'leaving' }]).effects).toEqual(['none']);
  });

  it('a route change while undecided applies the defaults and closes banner and dialog', () => {
    const { state, effects } = run([...fresh, { type: 'open-dialog' }, { type: 'toggle', category: 'marketing' }, { type: 'route-change' }]);
    expect(state).toEqual({ choice: DEFAULT_CONSENT, decided: true, bannerOpen: false, dialogOpen: false });
    expect(effects.at(-1)).toBe('store');
    expect(run([...fresh, { type: 'reject-all' }, { type: 'route-change' }]).state.choice).toEqual(REJECT_ALL);
  });

  it('reopening the dialog after a decision lets the visitor change it', () => {
    const { state, effects } = run([{ type: 'loaded', stored: REJECT_ALL }, { type: 'open-dialog' }, { type: 'toggle', category: 'statistics' }, { type: 'save' }]);
    expect(state.choice).toEqual({ ...REJECT_ALL, statistics: true });
    expect(state.bannerOpen).toBe(false);
    expect(effects).toEqual(['push', 'none', 'none', 'store']);
  });
});
