import { AUTH_KEYS } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';

/** 429 with the seconds to wait, sent as `Retry-After` by the account routes' error handler. */
export class ThrottledError extends HttpError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, AUTH_KEYS.throttled);
  }
}
