import { AUTH_LIMITS, VALIDATION_KEYS as V } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { emailOnlyFormSchema, loginFormSchema, registerFormSchema, resetPasswordFormSchema } from './auth-form-schemas';

/** Field path → message keys of a failed parse (empty when it passes). */
function fieldErrors(schema: ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const validRegistration = {
  first_name: ' Marie ',
  last_name: 'Curie',
  email: ' marie.curie@example.fr ',
  password: 'radium-polonium-1898',
  password_confirmation: 'radium-polonium-1898',
  terms_accepted: true,
};

describe('registerFormSchema', () => {
  it('accepts a complete registration and trims names and e-mail', () => {
    expect(registerFormSchema.parse(validRegistration)).toMatchObject({ first_name: 'Marie', email: 'marie.curie@example.fr' });
  });

  it('reports each rule with the key the API uses', () => {
    expect(
      fieldErrors(registerFormSchema, {
        ...validRegistration,
        first_name: '  ',
        last_name: 'x'.repeat(AUTH_LIMITS.nameMax + 1),
        email: 'not-an-address',
        password: 'short',
        password_confirmation: 'other',
        terms_accepted: false,
      }),
    ).toEqual({
      first_name: [V.required],
      last_name: [V.tooLong],
      email: [V.emailInvalid],
      password: [V.passwordTooShort],
      password_confirmation: [V.passwordConfirmationMismatch],
      terms_accepted: [V.termsRequired],
    });
  });

  it('checks the confirmation, and the password against the e-mail', () => {
    expect(fieldErrors(registerFormSchema, { ...validRegistration, password_confirmation: 'radium-polonium-1899' })).toEqual({
      password_confirmation: [V.passwordConfirmationMismatch],
    });
    const sameAsEmail = 'marie.curie@example.fr';
    expect(fieldErrors(registerFormSchema, { ...validRegistration, password: sameAsEmail, password_confirmation: sameAsEmail })).toEqual({
      password: [V.passwordSameAsEmail],
    });
  });
});

describe('loginFormSchema', () => {
  it('needs an e-mail and a password, of any strength', () => {
    expect(fieldErrors(loginFormSchema, { email: 'a@b.fr', password: 'x', remember: false })).toEqual({});
    expect(fieldErrors(loginFormSchema, { email: '', password: '', remember: false })).toEqual({
      email: [V.required],
      password: [V.required],
    });
  });
});

describe('emailOnlyFormSchema and resetPasswordFormSchema', () => {
  it('refuses an over-long e-mail', () => {
    const email = `${'a'.repeat(AUTH_LIMITS.emailMax)}@b.fr`;
    expect(fieldErrors(emailOnlyFormSchema, { email })).toEqual({ email: [V.tooLong] });
  });

  it('applies the new-password rules to a reset', () => {
    const password = 'p'.repeat(AUTH_LIMITS.passwordMax + 1);
    expect(fieldErrors(resetPasswordFormSchema, { email: 'a@b.fr', password, password_confirmation: password })).toEqual({
      password: [V.passwordTooLong],
      password_confirmation: [V.passwordTooLong],
    });
  });
});
