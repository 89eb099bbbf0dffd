import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable: soft line breaks, then `=XX` bytes, read as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text of every part of a raw RFC 5322 message (enough MIME for our own mails). */
export function decodeMessage(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] ?? '');
  const parts = boundaries.length === 0 ? [raw] : raw.split(new RegExp(boundaries.map((b) => `--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|')));
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split === -1) return part;
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}

/**
 * Waits for a mail the API wrote (as .eml in `mailDir`) to `to` that holds a link starting with
 * `linkPrefix`, among the files not in `seen`; returns the link (HTML entities undone).
 */
export async function waitForMailedLink(options: { mailDir: string; to: string; linkPrefix: string; seen?: Set<string>; timeoutMs?: number }): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const escaped = options.linkPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  while (Date.now() < deadline) {
    const files = (await readdir(options.mailDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      if (options.seen?.has(file)) continue;
      const raw = await readFile(join(options.mailDir, file), 'utf8');
      const recipient = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
      if (!recipient.toLowerCase().includes(options.to.toLowerCase())) continue;
      const text = decodeMessage(raw);
      const link = new RegExp(`${escaped}[^\\s"'<>]*`).exec(text)?.[0];
      if (link) {
        options.seen?.add(file);
        return link.replace(/&amp;/g, '&');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${options.to} with a link to ${options.linkPrefix} in ${options.mailDir}`);
}

/** Waits for a mail to `to` whose decoded text (white space folded) matches `pattern`; returns that text. */
export async function waitForMail(options: { mailDir: string; to: string; pattern: RegExp; timeoutMs?: number }): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (Date.now() < deadline) {
    for (const file of (await readdir(options.mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))) {
      const raw = await readFile(join(options.mailDir, file), 'utf8');
      if (!(/^To:\s*(.+)$/im.exec(raw)?.[1] ?? '').includes(options.to)) continue;
      const text = decodeMessage(raw).replace(/\s+/g, ' ');
      if (options.pattern.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${options.to} matching ${options.pattern}`);
}
