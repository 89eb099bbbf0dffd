import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, visitorAddress } from './visitor-address';

describe('visitorAddress', () => {
  it('takes the right-most entry when no proxy is configured: what the nearest hop saw', () => {
    expect(visitorAddress('198.51.100.7', [])).toBe('198.51.100.7');
    expect(visitorAddress('203.0.113.9, 198.51.100.7', [])).toBe('198.51.100.7');
    expect(visitorAddress(null, [])).toBeNull();
  });

  it('skips configured proxies and never believes what the client wrote further left', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.1, fd00::/8');
    expect(visitorAddress('203.0.113.9, 198.51.100.7, 10.1.2.3', trusted)).toBe('198.51.100.7');
    expect(visitorAddress('203.0.113.9, 198.51.100.7, 192.0.2.1, fd00::5', trusted)).toBe('198.51.100.7');
    expect(visitorAddress('2001:db8::1, ::ffff:10.0.0.1', trusted)).toBe('2001:db8::1');
  });

  it('answers null for a malformed hop', () => {
    expect(visitorAddress('not-an-address', [])).toBeNull();
    expect(visitorAddress('203.0.113.9, evil', [])).toBeNull();
  });
});
