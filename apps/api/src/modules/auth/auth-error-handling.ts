import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { VALIDATION_KEYS } from '@registre/domain';
import { errorHandler } from '../../errors/error-handler';
import { BadRequestError, UnprocessableError } from '../../errors/http-errors';
import { ThrottledError } from './throttled-error';

const MESSAGE_KEY = /^[a-z-]+:[\w.-]+$/;

/**
 * The account routes answer like Laravel: an invalid body is 422 with its field errors
 * (`{ message, errors: { field: [keys] } }`), an invalid path or query 400; a throttled
 * call carries `Retry-After`. Everything else goes to the API's error handler.
 */
export function useAuthErrorHandling(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((issues: FastifySchemaValidationError[], context) => {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
      const key = issue.message && MESSAGE_KEY.test(issue.message) ? issue.message : VALIDATION_KEYS.invalid;
      const keys = (errors[field] ??= []);
      if (!keys.includes(key)) keys.push(key);
    }
    const message = Object.values(errors)[0]?.[0] ?? VALIDATION_KEYS.invalid;
    return context === 'body' ? new UnprocessableError(message, errors) : new BadRequestError(message, errors);
  });
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    return errorHandler(error, request, reply);
  });
}
