import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADER_MODE, headerModeFor } from '../../config/header-modes';
import { FULL_HEADER, headerPaymentState } from './header-payment-state';

const flag = (active: boolean, loading: boolean) => ({ name: 'disable-navbar-payment', active, loading });
const payment = headerModeFor('/payment');

describe('headerPaymentState', () => {
  it('on an ordinary page, shows everything unless the flag is on, which takes the trial line out', () => {
    expect(headerPaymentState(DEFAULT_HEADER_MODE, flag(false, true))).toEqual(FULL_HEADER);
    expect(headerPaymentState(DEFAULT_HEADER_MODE, flag(false, false))).toEqual(FULL_HEADER);
    expect(headerPaymentState(DEFAULT_HEADER_MODE, flag(true, false))).toEqual({ trialLineShown: false, navigation: 'shown', brandLinked: true });
  });

  it('on a payment page, shows a skeleton while the flag loads and nothing when it is on; the logo is then no link', () => {
    expect(headerPaymentState(payment, flag(false, true))).toEqual({ trialLineShown: false, navigation: 'skeleton', brandLinked: false });
    expect(headerPaymentState(payment, flag(true, false))).toEqual({ trialLineShown: false, navigation: 'hidden', brandLinked: false });
    expect(headerPaymentState(payment, flag(false, false))).toEqual(FULL_HEADER);
  });
});
