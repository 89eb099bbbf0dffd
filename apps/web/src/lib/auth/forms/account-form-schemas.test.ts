import { VALIDATION_KEYS as V } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { deleteAccountFormSchema, emailChangeFormSchema, namesFormSchema, passwordChangeFormSchema } from './account-form-schemas';

describe('account form schemas', () => {
  it('trims names and requires both', () => {
    expect(namesFormSchema.parse({ first_name: ' Ada ', last_name: 'Lovelace ' })).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(namesFormSchema.safeParse({ first_name: '', last_name: 'L' }).error?.issues.map((issue) => issue.message)).toEqual([V.required]);
  });

  it('asks the current password to change the e-mail', () => {
    expect(emailChangeFormSchema.safeParse({ email: 'new@example.fr', current_password: '' }).error?.issues[0]).toMatchObject({
      path: ['current_password'],
      message: V.required,
    });
  });

  it('checks the new password and its confirmation', () => {
    const result = passwordChangeFormSchema.safeParse({ current_password: 'old', password: 'new-password-1', password_confirmation: 'new-password-2' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['password_confirmation'], message: V.passwordConfirmationMismatch });
    expect(passwordChangeFormSchema.safeParse({ current_password: 'old', password: 'short', password_confirmation: 'short' }).error?.issues[0]?.message).toBe(
      V.passwordTooShort,
    );
  });

  it('confirms a deletion with the password', () => {
    expect(deleteAccountFormSchema.safeParse({ password: '' }).success).toBe(false);
    expect(deleteAccountFormSchema.safeParse({ password: 'secret' }).success).toBe(true);
  });
});
