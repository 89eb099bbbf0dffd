import { AUTH_PATHS, currentUserSchema, type RegisterRequest } from '@registre/domain';
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

/** Registers a new account through the API (202, nobody signed in), signs it in and answers its client. */
export async function registerClient(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}, remoteAddress?: string) {
  const account = newAccount(overrides);
  const client: SessionClient = createSessionClient(app, remoteAddress ? { remoteAddress } : {});
  const registered = await client.post(AUTH_PATHS.register, account);
  if (registered.statusCode !== 202) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const signedIn = await client.post(AUTH_PATHS.login, { email: account.email, password: account.password });
  if (signedIn.statusCode !== 204) throw new Error(`login answered ${signedIn.statusCode}: ${signedIn.body}`);
  const me = await client.get(AUTH_PATHS.me);
  if (me.statusCode !== 200) throw new Error(`me answered ${me.statusCode}: ${me.body}`);
  return { client, account, user: currentUserSchema.parse(me.json()) };
}
