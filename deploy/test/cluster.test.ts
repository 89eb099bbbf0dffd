import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, companyPath } from '@registre/domain';
import { newAccount } from '../../apps/api/test/support/accounts';
import { grantOrderAccess } from '../../apps/api/test/support/grant-order-access';
import { startCluster, type Cluster, type ClusterInstance } from '../cluster/start-cluster';
import { httpSession, type HttpSession } from './http-session';

/**
 * Issue 40: the production topology of `npm run cluster` (HAProxy, two sites, two APIs, two workers,
 * Redis, an S3-compatible store, a primary and its streaming replica), each in a process of its own,
 * and what must hold across instances: a session, a visitor's limits, a worker's files, and a rolling
 * restart of every API and site instance under load without a lost request.
 */
const SEARCH_LIMIT = 4;

let cluster: Cluster;
let primary: pg.Pool;
let company: { siren: string; name: string };
let otherCompany: { siren: string; name: string };

const byName = (name: string) => cluster.instances.find((instance) => instance.name === name) as ClusterInstance;
const direct = (name: string) => `http://127.0.0.1:${byName(name).port}`;

beforeAll(async () => {
  cluster = await startCluster({
    sitePort: 0,
    apiPort: 0,
    demoCompanies: 200,
    removeFolderOnStop: true,
    // Low search limit for the shared-limit case; orders polled often; many registrations from one address.
    apiEnv: { SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT), JOB_POLLING_INTERVAL_SECONDS: '0.5', ORDER_POLLING_INTERVAL_SECONDS: '0.5', AUTH_REGISTER_MAX_PER_IP: '1000' },
    log: (line) => console.log(`[cluster] ${line}`),
  });
  primary = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  const { rows } = await primary.query<{ siren: string; name: string }>(
    `SELECT siren, denomination AS name FROM companies
      WHERE diffusion_status = 'O' AND administrative_status = 'A' AND denomination IS NOT NULL
        AND siren IN (SELECT siren FROM establishments WHERE is_head_office)
      ORDER BY siren LIMIT 2`,
  );
  [company, otherCompany] = rows as [typeof company, typeof company];
}, 1_200_000);

afterAll(async () => {
  await primary?.end();
  await cluster?.stop();
}, 180_000);

/** Registers and signs in through `base`, answers the session. */
async function signedUp(base: string): Promise<{ session: HttpSession; email: string }> {
  const session = httpSession();
  const account = newAccount();
  expect((await session.request(base, 'POST', AUTH_PATHS.register, account)).status).toBe(202);
  expect((await session.request(base, 'POST', AUTH_PATHS.login, { email: account.email, password: account.password })).status).toBe(204);
  return { session, email: account.email };
}

describe('npm run cluster', () => {
  it('runs every process behind the proxy, each instance in service', async () => {
    expect(cluster.instances.map((instance) => instance.name).sort()).toEqual(['api-1', 'api-2', 'site-1', 'site-2', 'worker-1', 'worker-2']);
    expect(Object.fromEntries(await cluster.proxyStatuses())).toEqual({ 'site/site-1': 'UP', 'site/site-2': 'UP', 'api/api-1': 'UP', 'api/api-2': 'UP' });
    const home = await fetch(`${cluster.siteUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    // The register is read on the replica.
    expect(await (await fetch(`${direct('api-1')}/ready`)).json()).toMatchObject({ status: 'ready', reads: 'replica' });
  });

  it('a session made through one API instance works on the other, and through the proxy', async () => {
    const { session, email } = await signedUp(direct('api-1'));
    for (const base of [direct('api-2'), cluster.apiUrl]) {
      const me = await session.request(base, 'GET', AUTH_PATHS.me);
      expect(me.status).toBe(200);
      expect(me.json<{ email: string }>().email).toBe(email);
    }
    // Signed out on the second: the first no longer knows the session.
    expect((await session.request(direct('api-2'), 'POST', AUTH_PATHS.logout)).status).toBe(204);
    expect((await session.request(direct('api-1'), 'GET', AUTH_PATHS.me)).status).toBe(401);
  });

  it('a visitor limited on one API instance is limited on the other (counters in Redis)', async () => {
    // A visitor behind the proxy: its address in X-Forwarded-For, which the instances believe from 127.0.0.1.
    const visitor = { 'x-forwarded-for': '198.51.100.23' };
    const suggest = async (name: string) => (await fetch(`${direct(name)}/api/search/suggest?q=boulangerie`, { headers: visitor })).status;
    const statuses: number[] = [];
    for (let index = 0; index <= SEARCH_LIMIT; index += 1) statuses.push(await suggest(index % 2 ? 'api-2' : 'api-1'));
    expect(statuses).toEqual([...Array<number>(SEARCH_LIMIT).fill(200), 429]);
    expect(await suggest('api-1')).toBe(429);
    expect(await suggest('api-2')).toBe(429);
    // Another visitor is not limited.
    expect((await fetch(`${direct('api-2')}/api/search/suggest?q=boulangerie`, { headers: { 'x-forwarded-for': '198.51.100.24' } })).status).toBe(200);
  });

  it('a file rendered by a worker downloads through either API instance, from the shared store', async () => {
    const { session, email } = await signedUp(cluster.apiUrl);
    const { rows } = await primary.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    await grantOrderAccess(primary, rows[0]?.id as string, { status: 'active' });
    const ids: string[] = [];
    for (const [base, { siren }] of [[direct('api-1'), company], [direct('api-2'), otherCompany]] as const) {
      const created = await session.request(base, 'POST', `/api/company-summary/${siren}/order`);
      expect(created.status, created.body.toString()).toBe(201);
      ids.push(created.json<{ data: { id: string } }>().data.id);
    }
    await vi.waitFor(
      async () => {
        const { rows: states } = await primary.query<{ state: string }>('SELECT state FROM orders WHERE id = ANY($1)', [ids]);
        expect(states.map((row) => row.state)).toEqual(['completed', 'completed']);
      },
      { timeout: 180_000, interval: 500 },
    );
    for (const id of ids) {
      const [first, second] = await Promise.all(['api-1', 'api-2'].map((name) => session.request(direct(name), 'GET', `/orders/${id}/download`)));
      for (const download of [first, second]) {
        expect(download?.status).toBe(200);
        expect(download?.headers.get('content-type')).toBe('application/pdf');
        expect(download?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      expect(first?.body.equals(second?.body as Buffer)).toBe(true);
    }
    // Each process has a data folder of its own, and none holds the files: they are in the S3 store.
    for (const instance of cluster.instances) expect(await readdir(join(cluster.folder, instance.name, 'files')).catch(() => [])).toEqual([]);
  }, 240_000);

  it('a rolling restart of each API and site instance under load loses no request', async () => {
    const { session } = await signedUp(cluster.apiUrl);
    const page = companyPath(company.siren, company.name);
    // The mix: the company page (site), its API, the search suggestions, the signed-in account (primary).
    const kinds: Array<[string, () => Promise<number>]> = [
      ['site page', async () => (await fetch(`${cluster.siteUrl}${page}`, { headers: visitorHeaders(), redirect: 'manual' })).status],
      ['company API', async () => (await fetch(`${cluster.apiUrl}/api/companies/${company.siren}`, { headers: visitorHeaders() })).status],
      ['suggestions', async () => (await fetch(`${cluster.apiUrl}/api/search/suggest?q=${encodeURIComponent(company.name.slice(0, 6))}`, { headers: visitorHeaders() })).status],
      ['account', async () => (await session.request(cluster.apiUrl, 'GET', AUTH_PATHS.me)).status],
    ];
    const failures: string[] = [];
    let served = 0;
    let loading = true;
    const worker = async (offset: number) => {
      for (let turn = offset; loading; turn += 1) {
        const [kind, send] = kinds[turn % kinds.length] as (typeof kinds)[number];
        const status = await send().catch((error: unknown) => `${String(error)} (${String((error as { cause?: unknown }).cause)})`);
        if (status === 200) served += 1;
        else failures.push(`${kind}: ${status}`);
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));

    const observed: Record<string, { outOfProxyWhileRunning: boolean; exitCode: number | null }> = {};
    for (const name of ['api-1', 'api-2', 'site-1', 'site-2']) {
      const instance = byName(name);
      const oldPid = instance.process.pid();
      let outOfProxyWhileRunning = false;
      let watching = true;
      // Whether the proxy took the instance out while its old process was still running (draining).
      const watch = (async () => {
        while (watching) {
          const status = (await cluster.proxyStatuses()).get(`${instance.kind}/${name}`);
          if (status !== 'UP' && instance.process.pid() === oldPid && instance.process.alive()) outOfProxyWhileRunning = true;
          await delay(100);
        }
      })();
      const exitCode = await instance.restart();
      watching = false;
      await watch;
      observed[name] = { outOfProxyWhileRunning, exitCode };
    }
    loading = false;
    await load;

    expect(observed).toEqual({
      'api-1': { outOfProxyWhileRunning: true, exitCode: 0 },
      'api-2': { outOfProxyWhileRunning: true, exitCode: 0 },
      'site-1': { outOfProxyWhileRunning: true, exitCode: 0 },
      'site-2': { outOfProxyWhileRunning: true, exitCode: 0 },
    });
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(100);
    console.log(`[cluster] rolling restart: ${served} requests served, none lost`);
  }, 900_000);
});

let visitors = 0;
/** Each request of the load from another visitor (as many people would), so that no limit stops the load itself. */
function visitorHeaders(): Record<string, string> {
  visitors += 1;
  return { 'x-forwarded-for': `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}` };
}
