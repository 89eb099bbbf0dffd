import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

async function writeLine(out: WriteStream, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await once(out, 'drain');
}

async function close(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'finish');
}

/**
 * A Sirene day file made from a stock file: its header, then about `wanted` of its records (one in every
 * `lines / wanted`, records holding a quote left out), each processed later (`processedColumn` moved to 2030) and one
 * in five with `changedColumn` given a new value (a new name, a new sign): the shape of INSEE's daily changes, which
 * carry the whole current state of each changed unit or establishment.
 */
export async function sireneDayFile(source: string, target: string, lines: number, wanted: number, processedColumn: string, changedColumn: string): Promise<number> {
  const every = Math.max(1, Math.floor(lines / wanted));
  const out = createWriteStream(target);
  let header: string[] | null = null;
  let index = 0;
  let written = 0;
  for await (const line of createInterface({ input: createReadStream(source, { highWaterMark: 1 << 20 }), crlfDelay: Infinity })) {
    if (header === null) {
      header = line.replace(/^\uFEFF/, '').split(',').map((name) => name.trim());
      await writeLine(out, line);
      continue;
    }
    index += 1;
    if (index % every !== 0 || line.includes('"') || written >= wanted) continue;
    const cells = line.split(',');
    cells[header.indexOf(processedColumn)] = '2030-01-02T06:00:00';
    const changed = header.indexOf(changedColumn);
    if (written % 5 === 0 && changed >= 0) cells[changed] = `NOUVEAU NOM ${written}`;
    await writeLine(out, cells.join(','));
    written += 1;
  }
  await close(out);
  return written;
}
