import { readFileSync } from 'node:fs';
import { VALIDATION_KEYS, passwordResemblesEmail } from '@registre/domain';
import { UnprocessableError } from '../../errors/http-errors';

let common: Set<string> | undefined;

/** The shipped list of the most common passwords (common-passwords.txt, lower-cased). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * The server-side password rules beyond length (checked by the zod contract): not the
 * e-mail address and not one of the 10,000 most common passwords. Returns the message
 * keys of the rules broken (empty when the password is acceptable).
 */
export function passwordPolicyErrors(password: string, email: string): string[] {
  const errors: string[] = [];
  if (passwordResemblesEmail(password, email)) errors.push(VALIDATION_KEYS.passwordSameAsEmail);
  if (commonPasswords().has(password.trim().toLowerCase())) errors.push(VALIDATION_KEYS.passwordTooCommon);
  return errors;
}

/** Throws the 422 `{ errors: { password: [keys] } }` of a password the policy refuses. */
export function assertPasswordPolicy(password: string, email: string): void {
  const errors = passwordPolicyErrors(password, email);
  if (errors.length > 0) throw new UnprocessableError(errors[0] as string, { password: errors });
}
