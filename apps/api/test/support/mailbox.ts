import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ReceivedMail {
  file: string;
  to: string;
  /** The message with its quoted-printable soft breaks and escapes decoded. */
  decoded: string;
  links: string[];
}

/** Decodes quoted-printable (soft line breaks, =XX bytes) as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function readMail(file: string, raw: string): ReceivedMail {
  const decoded = decodeQuotedPrintable(raw);
  const to = /^To: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';
  const links = [...new Set([...decoded.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0].replaceAll('&amp;', '&')))];
  return { file, to, decoded, links };
}

/** Every .eml the API wrote to the folder, oldest first. */
export async function listMails(folder: string): Promise<ReceivedMail[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const eml = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(eml.map(async (name) => readMail(name, await readFile(join(folder, name), 'utf8'))));
}

/**
 * Waits (mails leave in the background) for a mail to `to` whose links include one matching
 * `linkPattern`, and answers that link.
 */
export async function waitForLink(folder: string, to: string, linkPattern: RegExp, { after = 0, timeoutMs = 5000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await listMails(folder)).slice(after).filter((mail) => mail.to.includes(to));
    const link = mails.flatMap((mail) => mail.links).find((candidate) => linkPattern.test(candidate));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link matching ${linkPattern}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How many mails the folder holds now (to wait only for later ones with `after`). */
export async function countMails(folder: string): Promise<number> {
  return (await listMails(folder)).length;
}
