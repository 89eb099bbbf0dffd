import { describe, expect, it } from 'vitest';
import { checkEmailVerification, emailVerificationUrl } from './email-verification-link';

const KEY = 'k'.repeat(40);
const now = new Date('2026-03-01T10:00:00Z');
const params = (url: string) => Object.fromEntries(new URL(url).searchParams) as { id: string; hash: string; expires: string; signature: string };

describe('e-mail verification links', () => {
  const url = emailVerificationUrl({ webOrigin: 'https://www.registre.test', key: KEY, userId: '42', email: 'marie@exemple.fr', now });

  it("point to the site's /verify-email page, expiring 24 hours later", () => {
    expect(url.startsWith('https://www.registre.test/verify-email?id=42&hash=')).toBe(true);
    expect(Number(params(url).expires)).toBe(now.getTime() / 1000 + 24 * 3600);
  });

  it('are valid for their e-mail until they expire', () => {
    expect(checkEmailVerification(params(url), KEY, 'marie@exemple.fr', now)).toBe('valid');
    expect(checkEmailVerification(params(url), KEY, 'marie@exemple.fr', new Date(now.getTime() + 24 * 3600 * 1000))).toBe('expired');
  });

  it('are invalid once a parameter, the key or the e-mail changes', () => {
    expect(checkEmailVerification({ ...params(url), id: '43' }, KEY, 'marie@exemple.fr', now)).toBe('invalid');
    expect(checkEmailVerification({ ...params(url), expires: String(Number(params(url).expires) + 1) }, KEY, 'marie@exemple.fr', now)).toBe('invalid');
    expect(checkEmailVerification(params(url), 'x'.repeat(40), 'marie@exemple.fr', now)).toBe('invalid');
    expect(checkEmailVerification(params(url), KEY, 'autre@exemple.fr', now)).toBe('invalid');
    expect(checkEmailVerification(params(url), KEY, null, now)).toBe('invalid');
  });
});
