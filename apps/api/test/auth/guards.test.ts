import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { requireUser, requireVerifiedUser, signedInUser } from '../../src/modules/auth';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { registerClient } from '../support/accounts';
import { createSessionClient } from '../support/session-client';

/** Routes of a module-to-be (another plugin than auth's) that declare their guards. */
async function guardedRoutes(app: FastifyInstance): Promise<void> {
  app.get('/test/signed-in', { preHandler: requireUser }, async (request) => ({ id: signedInUser(request).id }));
  app.get('/test/verified', { preHandler: requireVerifiedUser }, async (request) => ({ id: signedInUser(request).id }));
  app.get('/test/unguarded', async (request) => ({ id: signedInUser(request).id }));
}

let app: FastifyInstance;
let database: IsolatedDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-guards-'));
  app = await buildApp({ config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), pool: database.pool });
  await app.register(guardedRoutes);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('route guards of the auth face', () => {
  it('requireUser: 401 for a guest, the user for an account', async () => {
    const guest = await createSessionClient(app).get('/test/signed-in');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'errors:auth.unauthenticated' });
    const { client, user } = await registerClient(app);
    const signedIn = await client.get('/test/signed-in');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ id: user.id });
  });

  it('requireVerifiedUser: 403 until the e-mail is verified, then the user', async () => {
    expect((await createSessionClient(app).get('/test/verified')).statusCode).toBe(401);
    const { client, user } = await registerClient(app);
    const unverified = await client.get('/test/verified');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: 'errors:auth.email-unverified' });
    await database.pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [user.id]);
    const verified = await client.get('/test/verified');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ id: user.id });
  });

  it('409 once the account is disabled', async () => {
    const { client, user } = await registerClient(app);
    await database.pool.query('UPDATE users SET disabled_at = now() WHERE id = $1', [user.id]);
    const response = await client.get('/test/signed-in');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'errors:auth.account-unavailable' });
  });

  it('a route that reads the user without a guard fails loudly (500), it never answers a guest as someone', async () => {
    const { client } = await registerClient(app);
    expect((await client.get('/test/unguarded')).statusCode).toBe(500);
  });
});
