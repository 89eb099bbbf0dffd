import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInApi, type StandInApi } from '../url/stand-in-api';
import { companyCanonicalRedirect } from './company-canonical-redirect';

/** A stand-in API that knows two companies, one of which can be renamed, and counts its reads. */
const companies = new Map<string, string>([
  ['552081317', 'Manufacture des Quais'],
  ['000000005', 'Société sans histoire'],
]);
let api: StandInApi;
beforeAll(async () => {
  api = await startStandInApi((path) => {
    const siren = /^\/api\/companies\/(\d{9})$/.exec(path)?.[1] ?? '';
    const name = companies.get(siren);
    return name === undefined ? undefined : { data: { siren, name } };
  });
});
afterAll(() => api.close());

describe('companyCanonicalRedirect', () => {
  it('sends a wrong or missing name, a spaced or unpadded SIREN to the one URL, and lets the canonical one through', async () => {
    await expect(companyCanonicalRedirect('/entreprises/552081317/ancien-nom')).resolves.toBe('/entreprises/552081317/manufacture-des-quais');
    await expect(companyCanonicalRedirect('/entreprises/552081317')).resolves.toBe('/entreprises/552081317/manufacture-des-quais');
    await expect(companyCanonicalRedirect('/entreprises/552%20081%20317/manufacture-des-quais')).resolves.toBe('/entreprises/552081317/manufacture-des-quais');
    await expect(companyCanonicalRedirect('/entreprises/5/societe-sans-histoire')).resolves.toBe('/entreprises/000000005/societe-sans-histoire');
    await expect(companyCanonicalRedirect('/entreprises/552081317/manufacture-des-quais')).resolves.toBeNull();
    await expect(companyCanonicalRedirect('/entreprises/552081317/manufacture-des-quais/')).resolves.toBeNull();
  });

  it('leaves other paths, unknown companies and an API that does not answer to the page', async () => {
    await expect(companyCanonicalRedirect('/entreprises/552081317/manufacture-des-quais/opengraph-image')).resolves.toBeNull();
    await expect(companyCanonicalRedirect('/dirigeants/1/jean')).resolves.toBeNull();
    await expect(companyCanonicalRedirect('/entreprises/abc/nom')).resolves.toBeNull();
    await expect(companyCanonicalRedirect('/entreprises/999999999/inconnue')).resolves.toBeNull();
    api.down = true;
    try {
      await expect(companyCanonicalRedirect('/entreprises/000000005/autre-nom')).resolves.toBeNull();
    } finally {
      api.down = false;
    }
  });

  it('confirms a canonical address from memory, but decides a redirect on a fresh read (a renamed company never bounces)', async () => {
    await companyCanonicalRedirect('/entreprises/552081317/manufacture-des-quais');
    const before = api.reads;
    await expect(companyCanonicalRedirect('/entreprises/552081317/manufacture-des-quais')).resolves.toBeNull();
    expect(api.reads).toBe(before);
    companies.set('552081317', 'Quais Nouveaux');
    // The remembered name says the new address is wrong: asked again, the API says it is the right one.
    await expect(companyCanonicalRedirect('/entreprises/552081317/quais-nouveaux')).resolves.toBeNull();
    expect(api.reads).toBe(before + 1);
    await expect(companyCanonicalRedirect('/entreprises/552081317/manufacture-des-quais')).resolves.toBe('/entreprises/552081317/quais-nouveaux');
  });
});
