import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedRevalidation } from './verify-revalidation-signature';

const SECRET = 'a-secret-the-site-and-the-api-share-0123456789';
const BODY = JSON.stringify({ tags: ['company:552081317'] });
const AT = new Date('2026-12-08T01:00:00Z');
const signed = (secret: string, body: string, at: Date) => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
};

describe('isSignedRevalidation', () => {
  it('accepts the body signed with the shared secret, up to five minutes either side of the clock', () => {
    expect(isSignedRevalidation(SECRET, signed(SECRET, BODY, AT), BODY, AT)).toBe(true);
    expect(isSignedRevalidation(SECRET, signed(SECRET, BODY, AT), BODY, new Date(AT.getTime() + 300_000))).toBe(true);
    expect(isSignedRevalidation(SECRET, signed(SECRET, BODY, AT), BODY, new Date(AT.getTime() - 300_000))).toBe(true);
  });

  it('refuses another secret, a changed body, a replay after five minutes, and a missing or malformed header', () => {
    expect(isSignedRevalidation(SECRET, signed(`${SECRET}x`, BODY, AT), BODY, AT)).toBe(false);
    expect(isSignedRevalidation(SECRET, signed(SECRET, BODY, AT), BODY.replace('552081317', '000000005'), AT)).toBe(false);
    expect(isSignedRevalidation(SECRET, signed(SECRET, BODY, AT), BODY, new Date(AT.getTime() + 301_000))).toBe(false);
    for (const header of [null, '', 't=1,v1=zz', `v1=${'0'.repeat(64)}`, signed(SECRET, BODY, AT).slice(0, -1)]) {
      expect(isSignedRevalidation(SECRET, header, BODY, AT), String(header)).toBe(false);
    }
  });
});
