import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './claim';

const base = { description: null, website: null, phone: null, opening_hours: [] };
const firstKey = (input: unknown) => {
  const result = profileUpdateSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profileUpdateSchema', () => {
  it('takes plain text with line breaks, an http(s) site, a French phone and ordered hours', () => {
    const parsed = profileUpdateSchema.parse({
      description: '  Boulangerie artisanale.\nFournil ouvert à 6 h.  ',
      website: 'https://www.boulangerie-martin.fr/contact',
      phone: '+33 4 78 12 34 56',
      opening_hours: [{ day: 'monday', opens: '06:00', closes: '13:30' }],
    });
    expect(parsed.description).toBe('Boulangerie artisanale.\nFournil ouvert à 6 h.');
    expect(profileUpdateSchema.safeParse({ ...base, phone: '04.78.12.34.56' }).success).toBe(true);
  });

  it('refuses markup, control characters, other schemes, bad phones and reversed hours with their keys', () => {
    expect(firstKey({ ...base, description: 'Promo <img src=x onerror=alert(1)>' })).toBe('errors:claims.markup-refused');
    expect(firstKey({ ...base, description: 'Nul\u0000caractère' })).toBe('errors:claims.markup-refused');
    expect(firstKey({ ...base, description: 'x'.repeat(2001) })).toBe('errors:claims.text-too-long');
    expect(firstKey({ ...base, website: 'javascript:alert(1)' })).toBe('errors:claims.website-invalid');
    expect(firstKey({ ...base, website: 'https://user:pass@evil.example' })).toBe('errors:claims.website-invalid');
    expect(firstKey({ ...base, phone: '0012345678' })).toBe('errors:claims.phone-invalid');
    expect(firstKey({ ...base, opening_hours: [{ day: 'monday', opens: '14:00', closes: '09:00' }] })).toBe('errors:claims.hours-invalid');
    expect(firstKey({ ...base, opening_hours: [{ day: 'funday', opens: '09:00', closes: '10:00' }] })).toBe('errors:claims.hours-invalid');
  });
});
