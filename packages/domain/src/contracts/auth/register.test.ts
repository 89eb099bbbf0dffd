import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './register';

const valid = {
  email: ' Marie@Exemple.FR ',
  password: 'Tournesol-Bleu-42',
  password_confirmation: 'Tournesol-Bleu-42',
  first_name: ' Marie ',
  last_name: 'Durand',
  terms_accepted: true,
};

const keysOf = (input: unknown) => {
  const result = registerRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('registerRequestSchema', () => {
  it('trims and lower-cases the e-mail and trims the names', () => {
    expect(registerRequestSchema.parse(valid)).toMatchObject({ email: 'marie@exemple.fr', first_name: 'Marie' });
  });

  it('answers message keys per field', () => {
    expect(keysOf({ ...valid, email: 'non', terms_accepted: false, password: 'court', password_confirmation: 'court' })).toEqual({
      email: 'errors:validation.email.invalid',
      terms_accepted: 'errors:validation.terms.required',
      password: 'errors:validation.password.too-short',
    });
    expect(keysOf({ ...valid, password_confirmation: 'autre' })).toEqual({ password_confirmation: 'errors:validation.password.confirmation-mismatch' });
    expect(keysOf({ ...valid, password: 'marie@exemple.fr', password_confirmation: 'marie@exemple.fr' })).toEqual({ password: 'errors:validation.password.same-as-email' });
    expect(keysOf({ ...valid, first_name: 'x'.repeat(81) })).toEqual({ first_name: 'errors:validation.too-long' });
  });

  it('refuses control characters (NUL, line breaks) in one-line text, which the database could not store', () => {
    expect(keysOf({ ...valid, first_name: 'Ma\u0000rie', last_name: 'Du\nrand', tracking_source: 'gclid=\u0000' })).toEqual({
      first_name: 'errors:validation.control-character',
      last_name: 'errors:validation.control-character',
      tracking_source: 'errors:validation.control-character',
    });
    expect(registerRequestSchema.parse({ ...valid, first_name: 'Marie-Hélène 💐' }).first_name).toBe('Marie-Hélène 💐');
  });
});
