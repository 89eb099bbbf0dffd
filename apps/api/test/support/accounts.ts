import { AUTH_PATHS, type RegisterRequest } from '@registre/domain';
import type { FastifyInstance } from 'fastify';
import { createSessionClient, type SessionClient } from './session-client';

export const STRONG_PASSWORD = 'Tournesol-Bleu-42';

let counter = 0;

/** Registration fields for a new, unique account. */
export function newAccount(overrides: Partial<RegisterRequest> = {}): RegisterRequest & { email: string; password: string } {
  counter += 1;
  return {
    email: `client.${process.pid}.${counter}@exemple.fr`,
    password: STRONG_PASSWORD,
    password_confirmation: overrides.password ?? STRONG_PASSWORD,
    first_name: 'Marie',
    last_name: 'Durand',
    terms_accepted: true,
    ...overrides,
  } as RegisterRequest & { email: string; password: string };
}

/** Registers a new account through the API and answers its signed-in client. */
export async function registerClient(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}, remoteAddress?: string) {
  const account = newAccount(overrides);
  const client: SessionClient = createSessionClient(app, remoteAddress ? { remoteAddress } : {});
  const response = await client.post(AUTH_PATHS.register, account);
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return { client, account, user: response.json() as { id: string } };
}
