import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api-client/api-client-error';
import { apiFormErrors, NETWORK_ERROR_KEY, UNKNOWN_ERROR_KEY } from './api-form-errors';

const FIELDS = ['email', 'password'] as const;

describe('apiFormErrors', () => {
  it('puts a 422 field error on its field, first key only, with no form message', () => {
    const error = new ApiClientError(422, {
      message: 'errors:validation.invalid',
      errors: { email: ['errors:validation.email.taken', 'errors:validation.email.invalid'] },
    });
    expect(apiFormErrors(error, FIELDS)).toEqual({ fields: [['email', 'errors:validation.email.taken']], message: null });
  });

  it('shows the message of a 422 without field errors (login) above the form', () => {
    expect(apiFormErrors(new ApiClientError(422, { message: 'errors:auth.failed' }), FIELDS)).toEqual({
      fields: [],
      message: 'errors:auth.failed',
    });
  });

  it('keeps the message when a field error concerns a field the form does not show', () => {
    const error = new ApiClientError(422, { message: 'errors:validation.invalid', errors: { token: ['errors:validation.invalid'], password: ['k'] } });
    expect(apiFormErrors(error, FIELDS)).toEqual({ fields: [['password', 'k']], message: 'errors:validation.invalid' });
  });

  it('explains a network failure, an unexplained status and a non-API error', () => {
    expect(apiFormErrors(new ApiClientError(null, null), FIELDS).message).toBe(NETWORK_ERROR_KEY);
    expect(apiFormErrors(new ApiClientError(502, null), FIELDS).message).toBe(UNKNOWN_ERROR_KEY);
    expect(apiFormErrors(new ApiClientError(429, { message: 'errors:request.rate-limited' }), FIELDS).message).toBe('errors:request.rate-limited');
    expect(apiFormErrors(new TypeError('boom'), FIELDS).message).toBe(UNKNOWN_ERROR_KEY);
  });
});
