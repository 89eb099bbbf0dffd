import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * The update files the events-overhead benchmark imports, made from the synthetic register's files:
 * a changed copy of the Sirene units stock, an RNE "daily" file of changed records, and splits of the
 * BODACC and accounts files into what is already stored and what a later file brings.
 */

/** The units file with every processing date moved on and the names of one unit in 50 changed. */
export async function changedUnitsCopy(source: string, target: string): Promise<void> {
  const lines = (await readFile(source, 'utf8')).split('\n');
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').split(',').map((name) => name.trim());
  const processed = header.indexOf('dateDernierTraitementUniteLegale');
  const name = header.indexOf('denominationUniteLegale');
  const out = lines.map((line, index) => {
    if (index === 0 || line === '' || line.includes('"')) return line;
    const cells = line.split(',');
    cells[processed] = '2030-01-01T00:00:00';
    if (index % 50 === 0 && cells[name]) cells[name] = `${cells[name]} NOUVEAU`;
    return cells.join(',');
  });
  await writeFile(target, out.join('\n'));
}

async function writeLine(out: WriteStream, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await once(out, 'drain');
}

async function close(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'finish');
}

async function* nonEmptyLines(source: string): AsyncGenerator<string> {
  for await (const line of createInterface({ input: createReadStream(source, { highWaterMark: 1 << 20 }), crlfDelay: Infinity })) {
    if (line !== '') yield line;
  }
}

/**
 * Splits a JSON-lines file: one line in `every` (the last of each group) goes to `later`, the others to `stored`.
 * Returns the number of lines of each.
 */
export async function splitJsonLines(source: string, stored: string, later: string, every: number): Promise<{ stored: number; later: number }> {
  const storedOut = createWriteStream(stored);
  const laterOut = createWriteStream(later);
  const counts = { stored: 0, later: 0 };
  let index = 0;
  for await (const line of nonEmptyLines(source)) {
    index += 1;
    if (index % every === 0) {
      counts.later += 1;
      await writeLine(laterOut, line);
    } else {
      counts.stored += 1;
      await writeLine(storedOut, line);
    }
  }
  await Promise.all([close(storedOut), close(laterOut)]);
  return counts;
}

/** The parts of an RNE record this benchmark changes (the rest is copied as read). */
interface RneRecordParts {
  siren: string;
  updatedAt?: string;
  formality?: {
    content?: {
      personneMorale?: {
        identite?: { description?: { montantCapital?: number } };
        composition?: { pouvoirs?: Array<{ representantId?: string; individu?: { descriptionPersonne?: { nom?: string } } }> };
      };
    };
  };
}

/**
 * An RNE daily file: one record in `every` of the stock, each newer (`updatedAt` moved on), a company's share
 * capital raised by 1,000 and its first individual director replaced by another person (another name: the old
 * mandate ends, a new one begins). Returns the SIRENs of the file's records and how many records changed.
 */
export async function rneDailyFile(source: string, target: string, every: number): Promise<{ sirens: string[]; capitalChanged: number; directorReplaced: number }> {
  const out = createWriteStream(target);
  const sirens: string[] = [];
  let capitalChanged = 0;
  let directorReplaced = 0;
  let index = 0;
  for await (const line of nonEmptyLines(source)) {
    index += 1;
    if (index % every !== 0) continue;
    const record = JSON.parse(line) as RneRecordParts;
    record.updatedAt = '2030-01-02T06:00:00+01:00';
    const company = record.formality?.content?.personneMorale;
    const description = company?.identite?.description;
    if (description && typeof description.montantCapital === 'number') {
      description.montantCapital += 1000;
      capitalChanged += 1;
    }
    const first = company?.composition?.pouvoirs?.[0];
    const person = first?.individu?.descriptionPersonne;
    if (first && person && typeof person.nom === 'string') {
      person.nom = `${person.nom}-NOUVEAU`;
      first.representantId = `bench-daily-${index}`;
      directorReplaced += 1;
    }
    sirens.push(record.siren);
    await writeLine(out, JSON.stringify(record));
  }
  await close(out);
  return { sirens, capitalChanged, directorReplaced };
}
