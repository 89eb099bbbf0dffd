import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADER_MODE, headerModeFor } from './header-modes';

describe('headerModeFor', () => {
  it('fixes the header on results pages', () => {
    for (const path of ['/resultats', '/recherches-avancees/resultats', '/dirigeants/resultats', '/extrait-kbis/resultats', '/resultats/']) {
      expect(headerModeFor(path), path).toEqual({ shown: true, fixed: true, payment: false });
    }
  });

  it('leaves the header out of the document waiting screen', () => {
    expect(headerModeFor('/documents/loading/42')).toEqual({ shown: false, fixed: false, payment: false });
  });

  it('marks the payment pages', () => {
    for (const path of ['/payment', '/paiement-securise', '/payment/']) {
      expect(headerModeFor(path), path).toEqual({ shown: true, fixed: false, payment: true });
    }
    expect(headerModeFor('/successful-payment').payment).toBe(false);
  });

  it('shows an ordinary header elsewhere', () => {
    for (const path of ['/', '/rechercher', '/entreprises/123456789/acme', '/resultats-financiers', '/a/b/resultats', '/documents/42']) {
      expect(headerModeFor(path), path).toEqual(DEFAULT_HEADER_MODE);
    }
  });
});
