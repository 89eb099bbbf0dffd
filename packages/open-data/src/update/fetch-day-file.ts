import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';

export interface FetchedFile {
  url: string;
  path: string;
  bytes: number;
  sha256: string;
}

export class UpdateFileError extends Error {}

const dayOf = (template: string, period: string) => template.replaceAll('{date}', period);

/**
 * Downloads a day's file to `path` and checks it arrived whole: an answer other than 200 fails, so does a body
 * shorter or longer than its Content-Length, or one whose SHA-256 differs from the published one (`sha256Url`).
 */
export async function fetchDayFile(
  template: string,
  sha256Template: string | null,
  period: string,
  path: string,
  headers: Record<string, string> = {},
  fetchFile: typeof fetch = fetch,
): Promise<FetchedFile> {
  const url = dayOf(template, period);
  const response = await fetchFile(url, { headers });
  if (response.status !== 200) throw new UpdateFileError(`${url}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const announced = response.headers.get('content-length');
  // fetch decompresses a Content-Encoding: the announced length is then the compressed one.
  if (announced !== null && response.headers.get('content-encoding') === null && Number(announced) !== body.length) {
    throw new UpdateFileError(`${url}: ${body.length} bytes received, ${announced} announced`);
  }
  const sha256 = createHash('sha256').update(body).digest('hex');
  if (sha256Template) {
    const sumUrl = dayOf(sha256Template, period);
    const sum = await fetchFile(sumUrl, { headers });
    if (sum.status !== 200) throw new UpdateFileError(`${sumUrl}: HTTP ${sum.status}`);
    const published = (await sum.text()).trim().split(/\s+/)[0]?.toLowerCase();
    if (published !== sha256) throw new UpdateFileError(`${url}: SHA-256 ${sha256}, published ${published ?? 'nothing'}`);
  }
  await writeFile(path, body);
  return { url, path, bytes: body.length, sha256 };
}
