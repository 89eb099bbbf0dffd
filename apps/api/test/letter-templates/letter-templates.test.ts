import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LETTER_CATALOGUE, letterPrefillResponseSchema, letterTemplatesResponseSchema } from '@registre/domain';
import type { TestApp } from '../test-app';
import { createProfileFixtureApp } from '../companies/profile-fixture-app';
import { PROFILE } from '../companies/profile-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await createProfileFixtureApp();
}, 300_000);
afterAll(() => t?.close());

describe('GET /api/letter-templates', () => {
  it('answers the whole catalogue by group, each template with its fields and order route, as its OpenAPI contract says', async () => {
    const response = await t.app.inject('/api/letter-templates');
    expect(response.statusCode).toBe(200);
    const body = letterTemplatesResponseSchema.strict().parse(response.json());
    expect(body.data.flatMap((group) => group.templates.map((template) => template.id)).sort()).toEqual(LETTER_CATALOGUE.map((template) => template.id).sort());
    const notice = body.data.flatMap((group) => group.templates).find((template) => template.id === 'lettre-mise-en-demeure');
    expect(notice).toMatchObject({ order_path: '/api/document/lettre-mise-en-demeure/order', page_path: '/documents/lettre-mise-en-demeure', legal: { as_of: body.meta.law_as_of } });
    expect(notice?.legal.references.map((reference) => reference.checked_on)).toEqual(notice?.legal.references.map(() => body.meta.law_as_of));
    const spec = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/letter-templates', '/api/letter-templates/prefill/{siren}']));
  });
});

describe('GET /api/letter-templates/prefill/:siren', () => {
  it('fills the company fields from the register, the representative chosen by the role preference order (the president before the managing director listed first)', async () => {
    const response = await t.app.inject(`/api/letter-templates/prefill/${PROFILE.company}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = letterPrefillResponseSchema.parse(response.json());
    expect(data.values).toMatchObject({ companyName: 'ATELIERS DU CANAL', signatoryName: 'JEAN PIERRE DUPONT', companyAddress: expect.stringContaining('12 RUE DE LA ROQUETTE') });
    expect(data.values.companySiren?.replace(/\D/g, '')).toBe(PROFILE.company);
    expect(data.values.signatoryRole).toMatch(/\S/);
  });

  it('never prefills a private person: a non-diffusible sole trader gets no value', async () => {
    const { data } = letterPrefillResponseSchema.parse((await t.app.inject(`/api/letter-templates/prefill/${PROFILE.hiddenTrader}`)).json());
    expect(data.values).toEqual({});
  });

  it('answers 404 for an unknown company and 400 for a malformed SIREN', async () => {
    expect((await t.app.inject('/api/letter-templates/prefill/123456782')).statusCode).toBe(404);
    const malformed = await t.app.inject('/api/letter-templates/prefill/12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: expect.stringMatching(/^errors:/) });
  });
});
