import { ORDER_BODY_SCHEMAS } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { centsFromEuros, FORM_KINDS, invalidFields, offersForm, orderFormBody, orderFormSteps } from './order-form-spec';

describe('order forms', () => {
  it('builds bodies that the API contracts of their kinds accept', () => {
    const bodies = {
      acts: orderFormBody('acts', { 0: { filing_number: '2019B01234' } }, { provider: 'inpi' }),
      brands: orderFormBody('brands', { 0: { brand_number: '4567890' } }),
      patents: orderFormBody('patents', { 0: { patent_number: 'FR3012345' } }),
      'commercial-advertisements': orderFormBody('commercial-advertisements', { 0: { commercial_advertisement_id: 'A20230147853' } }),
      'balance-sheets': orderFormBody('balance-sheets', { 0: { fiscal_year_end: '2023-12-31' } }),
      'company-agreements': orderFormBody('company-agreements', { 0: { idcc: '1486' } }),
      letters: orderFormBody('letters', { 0: { type: 'reclamation' }, 1: { sender_name: 'Marie Durand', amount: '1 250,50', details: ' Facture 12 ', sender_email: '' } }),
    };
    for (const kind of FORM_KINDS) expect(ORDER_BODY_SCHEMAS[kind].safeParse(bodies[kind]).success, kind).toBe(true);
    expect(bodies.acts).toEqual({ filing_number: '2019B01234', provider: 'inpi' });
    expect(bodies.letters).toEqual({ type: 'reclamation', sender: { name: 'Marie Durand', address: undefined, email: undefined }, details: 'Facture 12', amount_cents: 125050 });
  });

  it('leaves out what was not chosen: the latest accounts, an act without a known source, a letter without details', () => {
    expect(orderFormBody('balance-sheets', { 0: { fiscal_year_end: '' } })).toEqual({});
    expect(orderFormBody('acts', { 0: { filing_number: 'X' } }, { provider: 'dila' })).toEqual({ filing_number: 'X' });
    expect(orderFormBody('letters', { 0: { type: 'reclamation' } })).toEqual({ type: 'reclamation' });
  });

  it('asks for the required choices and well-formed amounts and e-mails', () => {
    const [choose, details] = orderFormSteps('letters');
    expect(invalidFields(choose ?? [], {})).toEqual(['type']);
    expect(invalidFields(choose ?? [], { type: 'reclamation' })).toEqual([]);
    expect(invalidFields(details ?? [], {})).toEqual([]);
    expect(invalidFields(details ?? [], { amount: 'douze', sender_email: 'marie@' })).toEqual(['sender_email', 'amount']);
    expect(invalidFields(orderFormSteps('balance-sheets')[0] ?? [], {})).toEqual([]);
  });

  it('reads euros as the French type them', () => {
    expect(centsFromEuros('1 250,5')).toBe(125050);
    expect(centsFromEuros('99.99 €')).toBe(9999);
    expect(centsFromEuros('12,345')).toBeNull();
    expect(centsFromEuros('-3')).toBeNull();
  });

  it('offers a form only when every required list has something to choose', () => {
    expect(offersForm('acts', { filing_number: [] })).toBe(false);
    expect(offersForm('acts', { filing_number: [{ value: 'A', label: 'A' }] })).toBe(true);
    expect(offersForm('balance-sheets', {})).toBe(true);
  });
});
