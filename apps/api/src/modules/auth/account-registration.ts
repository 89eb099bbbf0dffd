import type { FastifyRequest } from 'fastify';
import type { CurrentUser, registerRequestSchema } from '@registre/domain';
import type { z } from 'zod';
import { authRequestContext, type AuthDependencies } from './auth-context';
import { register } from './registration';

/** Creates an account from another module's form (billing's register-and-subscribe): same rules, session rotation and mail as `POST /register`. */
export type RegisterAccount = (request: FastifyRequest, input: z.output<typeof registerRequestSchema>) => Promise<CurrentUser>;

export function accountRegistration(deps: AuthDependencies): RegisterAccount {
  return (request, input) => register(deps, input, authRequestContext(request));
}
