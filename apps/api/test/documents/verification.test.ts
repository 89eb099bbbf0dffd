import { randomBytes } from 'node:crypto';
import { newVerificationCode } from '@registre/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordIssuedDocument } from '../../src/modules/verification';
import { createTestApp, type TestApp } from '../test-app';

let test: TestApp;
const code = newVerificationCode();
const sha = randomBytes(32).toString('hex');
const issuedAt = new Date('2026-11-27T10:15:00Z');

beforeAll(async () => {
  test = await createTestApp(undefined, { VERIFICATION_RATE_LIMIT_PER_MINUTE: '8' });
  const client = await test.pool.connect();
  try {
    // As the orders worker does: inside its completing transaction.
    await client.query('BEGIN');
    const record = { code, kind: 'kbis', siren: '552032534', subjectName: 'EXEMPLE SA', title: "Fiche d'information registre", officialSource: null, issuedAt } as const;
    await recordIssuedDocument(client, { ...record, format: 'pdf', sha256: sha, byteSize: 40_236 });
    await recordIssuedDocument(client, { ...record, format: 'pdf', sha256: 'f'.repeat(64), byteSize: 1 });
    await recordIssuedDocument(client, { ...record, format: 'docx', sha256: 'a'.repeat(64), byteSize: 9_000 });
    await client.query('COMMIT');
  } finally {
    client.release();
  }
});

afterAll(async () => {
  await test.pool.query('DELETE FROM issued_documents WHERE code = $1', [code]);
  await test.close();
});

describe('GET /api/verification/{code}', () => {
  it('shows what was issued, for which company, when, and each file’s SHA-256 (a second record of a file changes nothing)', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api/verification/${code.toLowerCase().replace(/-/g, ' ')}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        code,
        kind: 'kbis',
        label_key: 'documents:kinds.kbis',
        title: "Fiche d'information registre",
        siren: '552032534',
        subject_name: 'EXEMPLE SA',
        official: false,
        official_source: null,
        retrieved_at: null,
        content_by_customer: false,
        issued_at: issuedAt.toISOString(),
        files: [
          { format: 'docx', sha256: 'a'.repeat(64), byte_size: 9_000 },
          { format: 'pdf', sha256: sha, byte_size: 40_236 },
        ],
      },
    });
  });

  it('says which documents carry content the customer wrote: letters and templates, not register documents', async () => {
    const codes = { letters: newVerificationCode(), document: newVerificationCode() };
    for (const [kind, letterCode] of Object.entries(codes)) {
      await recordIssuedDocument(test.pool, { code: letterCode, kind, format: 'pdf', siren: kind === 'letters' ? '552032534' : null, subjectName: null, title: 'Mise en demeure de payer', officialSource: null, issuedAt, sha256: sha, byteSize: 1_000 });
    }
    try {
      for (const letterCode of Object.values(codes)) {
        const answer = await test.app.inject({ method: 'GET', url: `/api/verification/${letterCode}` });
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toMatchObject({ content_by_customer: true, official: false });
      }
      expect((await test.app.inject({ method: 'GET', url: `/api/verification/${code}` })).json().data.content_by_customer).toBe(false);
    } finally {
      await test.pool.query('DELETE FROM issued_documents WHERE code = ANY($1)', [Object.values(codes)]);
    }
  });

  it('answers 404 with a key for an unknown code and 400 for something that is not a code', async () => {
    const unknown = await test.app.inject({ method: 'GET', url: '/api/verification/0000-0000-0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'errors:verification.not-found' });
    const invalid = await test.app.inject({ method: 'GET', url: '/api/verification/not-a-code' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'errors:verification.invalid-code' });
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await test.app.inject({ method: 'GET', url: '/api/verification/0000-0000-0001', remoteAddress: '10.9.8.7' })).statusCode);
    expect(statuses).toContain(429);
  });
});
