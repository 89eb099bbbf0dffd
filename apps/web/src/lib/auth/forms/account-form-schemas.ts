import { object } from 'zod';
import { CONFIRMATION_MISMATCH, confirmationMatches, emailInput, nameInput, newPasswordPair, passwordInput } from './form-fields';

export const namesFormSchema = object({ first_name: nameInput(), last_name: nameInput() });

/** A new e-mail address needs the current password (and a new verification). */
export const emailChangeFormSchema = object({ email: emailInput(), current_password: passwordInput() });

export const passwordChangeFormSchema = object({ current_password: passwordInput(), ...newPasswordPair() }).refine(
  confirmationMatches,
  CONFIRMATION_MISMATCH,
);

/** Deleting the account is confirmed with the password. */
export const deleteAccountFormSchema = object({ password: passwordInput() });
