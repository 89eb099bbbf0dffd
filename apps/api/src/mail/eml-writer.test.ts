import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { writeEml } from './eml-writer';
import { verifyEmailMail } from './templates/verify-email-mail';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'registre-eml-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeEml', () => {
  it('creates the folder and writes each message to its own file, in sending order', async () => {
    const folder = join(dir, 'mail');
    const first = await writeEml(folder, 'Subject: un\n\ncorps');
    const second = await writeEml(folder, Buffer.from('Subject: deux\n\ncorps'));
    expect(first).not.toBe(second);
    const names = (await readdir(folder)).sort();
    expect(names).toHaveLength(2);
    expect(names.every((name) => /^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/.test(name))).toBe(true);
    expect(await readFile(first, 'utf8')).toBe('Subject: un\n\ncorps');
  });
});

describe('createMailer without SMTP', () => {
  it('writes an RFC 5322 message with the brand as sender name and logs its link', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ dataDir: dir, fromName: 'Registre Clair', fromAddress: 'no-reply@registre.test', logger });
    const url = 'http://localhost:3000/verify-email?id=1&hash=a&expires=1&signature=b';
    await mailer.send(verifyEmailMail({ brand: 'Registre Clair', to: 'marie@exemple.fr', firstName: 'Marie', url, validHours: 24 }));
    const [name] = await readdir(join(dir, 'mail'));
    const raw = await readFile(join(dir, 'mail', name as string), 'utf8');
    expect(raw).toMatch(/^From: Registre Clair <no-reply@registre\.test>$/m);
    expect(raw).toMatch(/^To: marie@exemple\.fr$/m);
    expect(raw).toContain('multipart/alternative');
    expect(lines.some((line) => line.includes(url))).toBe(true);
    mailer.close();
  });
});
