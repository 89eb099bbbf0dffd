import { describe, expect, it } from 'vitest';
import { isOnKnownDomain, websiteDomain } from './email-domain';

describe('company domains', () => {
  it('reads the domain of a website, without www', () => {
    expect(websiteDomain('https://www.Boulangerie-Martin.fr/contact')).toBe('boulangerie-martin.fr');
    expect(websiteDomain('http://atelier.example.org')).toBe('atelier.example.org');
  });

  it('gives no domain for an open mail provider, an IP address or a bare host', () => {
    expect(websiteDomain('https://www.gmail.com')).toBeNull();
    expect(websiteDomain('http://192.168.1.10/')).toBeNull();
    expect(websiteDomain('http://localhost/')).toBeNull();
    expect(websiteDomain('pas une adresse')).toBeNull();
  });

  it('accepts an address on a known domain or one of its sub-domains only', () => {
    const known = ['boulangerie-martin.fr'];
    expect(isOnKnownDomain('direction@boulangerie-martin.fr', known)).toBe(true);
    expect(isOnKnownDomain('paul@Paris.Boulangerie-Martin.fr', known)).toBe(true);
    expect(isOnKnownDomain('paul@boulangerie-martin.fr.evil.com', known)).toBe(false);
    expect(isOnKnownDomain('paul@fauxboulangerie-martin.fr', known)).toBe(false);
    expect(isOnKnownDomain('paul@gmail.com', ['gmail.com'])).toBe(false);
  });
});
