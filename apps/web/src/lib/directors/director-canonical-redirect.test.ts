import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInApi, type StandInApi } from '../url/stand-in-api';
import { directorCanonicalRedirect } from './director-canonical-redirect';

/** A stand-in API that knows a person (whose slug can change) and a non-diffusible one (no slug). */
const slugs = new Map<number, string | null>([
  [42, 'jeanne-martin'],
  [7, null],
]);
let api: StandInApi;
beforeAll(async () => {
  api = await startStandInApi((path) => {
    const id = Number(/^\/api\/directors\/(\d+)$/.exec(path)?.[1] ?? 0);
    return slugs.has(id) ? { data: { id, slug: slugs.get(id) ?? null, name: 'x' } } : undefined;
  });
});
afterAll(() => api.close());

describe('directorCanonicalRedirect', () => {
  it('sends a wrong or missing slug and a padded id to the one URL, and lets the canonical one through', async () => {
    await expect(directorCanonicalRedirect('/dirigeants/42/mauvais-nom')).resolves.toBe('/dirigeants/42/jeanne-martin');
    await expect(directorCanonicalRedirect('/dirigeants/0042/jeanne-martin')).resolves.toBe('/dirigeants/42/jeanne-martin');
    await expect(directorCanonicalRedirect('/dirigeants/42')).resolves.toBe('/dirigeants/42/jeanne-martin');
    await expect(directorCanonicalRedirect('/dirigeants/7/jeanne-martin')).resolves.toBe('/dirigeants/7/dirigeant');
    await expect(directorCanonicalRedirect('/dirigeants/42/jeanne-martin')).resolves.toBeNull();
    await expect(directorCanonicalRedirect('/dirigeants/7/dirigeant')).resolves.toBeNull();
  });

  it('leaves other paths, unknown persons and an API that does not answer to the page', async () => {
    const before = api.reads;
    for (const path of ['/dirigeants/resultats', '/dirigeants/article/gerant', '/dirigeants/0/x', '/dirigeants/42/jeanne-martin/plus', '/entreprises/552081317/x']) {
      await expect(directorCanonicalRedirect(path), path).resolves.toBeNull();
    }
    expect(api.reads, 'no API read for a path that names no person').toBe(before);
    await expect(directorCanonicalRedirect('/dirigeants/999/inconnu')).resolves.toBeNull();
    api.down = true;
    try {
      await expect(directorCanonicalRedirect('/dirigeants/7/autre')).resolves.toBeNull();
    } finally {
      api.down = false;
    }
  });

  it('decides a redirect on a fresh read: a person whose slug changed never bounces', async () => {
    await directorCanonicalRedirect('/dirigeants/42/jeanne-martin');
    const before = api.reads;
    await expect(directorCanonicalRedirect('/dirigeants/42/jeanne-martin')).resolves.toBeNull();
    expect(api.reads).toBe(before);
    slugs.set(42, 'jeanne-durand');
    await expect(directorCanonicalRedirect('/dirigeants/42/jeanne-durand')).resolves.toBeNull();
    await expect(directorCanonicalRedirect('/dirigeants/42/jeanne-martin')).resolves.toBe('/dirigeants/42/jeanne-durand');
  });
});
