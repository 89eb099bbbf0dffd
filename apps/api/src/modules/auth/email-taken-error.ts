import { VALIDATION_KEYS } from '@registre/domain';
import { UnprocessableError } from '../../errors/http-errors';

/** The 422 of an e-mail address another account already has. */
export function emailTakenError(): UnprocessableError {
  return new UnprocessableError(VALIDATION_KEYS.emailTaken, { email: [VALIDATION_KEYS.emailTaken] });
}
