import { passwordResemblesEmail, VALIDATION_KEYS as V } from '@registre/domain';
import { object } from 'zod';
import { checkboxInput, CONFIRMATION_MISMATCH, confirmationMatches, emailInput, nameInput, newPasswordPair, passwordInput } from './form-fields';

const SAME_AS_EMAIL = { path: ['password'], error: V.passwordSameAsEmail };

export const loginFormSchema = object({
  email: emailInput(),
  password: passwordInput(),
  remember: checkboxInput(),
});

export const registerFormSchema = object({
  first_name: nameInput(),
  last_name: nameInput(),
  email: emailInput(),
  ...newPasswordPair(),
  // refine, not a `literal(true)` pipe: a pipe would abort the parse and hide the other errors.
  // A successful parse has passed the refine, so the value sent is always `true`.
  terms_accepted: checkboxInput()
    .refine((accepted) => accepted, { error: V.termsRequired })
    .transform(() => true as const),
})
  .refine(confirmationMatches, CONFIRMATION_MISMATCH)
  .refine((value) => !passwordResemblesEmail(value.password, value.email), SAME_AS_EMAIL);

export const emailOnlyFormSchema = object({ email: emailInput() });

/** The reset form: the token comes from the page's path, not from the visitor. */
export const resetPasswordFormSchema = object({ email: emailInput(), ...newPasswordPair() })
  .refine(confirmationMatches, CONFIRMATION_MISMATCH)
  .refine((value) => !passwordResemblesEmail(value.password, value.email), SAME_AS_EMAIL);
