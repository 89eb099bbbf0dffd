import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp(undefined, { SITEMAP_FILES_PER_MINUTE: '30' });
});
afterAll(async () => {
  await api?.close();
});

describe('sitemap files are rate-limited per visitor', () => {
  it('answers 429 with Retry-After past SITEMAP_FILES_PER_MINUTE (30 here) from one address, and serves another address', async () => {
    const get = (remoteAddress: string) => api.app.inject({ method: 'GET', url: '/api/sitemaps/companies/0.xml', remoteAddress });
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await get('198.51.100.80')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    const blocked = await get('198.51.100.80');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('198.51.100.81')).statusCode).not.toBe(429);
  });
});
