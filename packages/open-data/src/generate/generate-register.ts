import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ActsRecords } from './acts-records';
import { AGREEMENTS_HEADER, AgreementRecords } from './agreement-records';
import { BodaccRecords } from './bodacc-records';
import { BufferedFile } from './buffered-file';
import type { CompanyModel } from './company-model';
import { BLOCK_SIZE, blockCompanies, createGenerationContext } from './generation-context';
import { IpRecords } from './ip-records';
import { loadNafLabels } from './naf-labels';
import { Random, hashLabel } from './random';
import { RatiosRecords } from './ratios-records';
import { RneRecords } from './rne-records';
import type { SireneBlock } from './sirene-block';
import { SireneLines, ESTABLISHMENT_HEADER, UNIT_HEADER } from './sirene-lines';
import { SireneThreads } from './sirene-threads';
import { SirenSequence } from './siren-sequence';

/** The groups of files the generator can write. */
export type GeneratedKind = 'sirene' | 'rne' | 'bodacc' | 'ratios' | 'ip' | 'acts' | 'agreements';

export const GENERATED_KINDS: readonly GeneratedKind[] = ['sirene', 'rne', 'bodacc', 'ratios', 'ip', 'acts', 'agreements'];

export interface GenerateRegisterOptions {
  companies: number;
  outDir: string;
  seed: number;
  /** Which files to fill (default: all). The others are written empty (a header line for Sirene). */
  include?: readonly GeneratedKind[];
  /**
   * Worker threads drawing the Sirene files while this thread writes them and the other files
   * (default 0: everything in this thread). The files are the same whatever the number.
   */
  workers?: number;
  /** Companies per random block (default 50 000). Another size gives other companies: for tests only. */
  blockSize?: number;
  log?: (line: string) => void;
}

export interface GeneratedRegister {
  /** Absolute paths of the files written. */
  files: {
    sireneUnits: string;
    sireneEstablishments: string;
    rne: string;
    bodacc: string;
    ratios: string;
    trademarks: string;
    patents: string;
    acts: string;
    agreements: string;
  };
  counts: {
    companies: number;
    establishments: number;
    /** Distinct persons of the RNE records as the RNE importer identifies them (sole traders' entrepreneurs included) */
    persons: number;
    /** RNE mandates: pouvoirs, plus one per sole trader's entrepreneur */
    mandates: number;
    /** ratios records */
    statements: number;
    /** BODACC records */
    announcements: number;
    trademarks: number;
    patents: number;
    /** RNE deposited acts (`actes[]` entries) */
    acts: number;
    /** lines of the agreements CSV (establishment × IDCC) */
    agreements: number;
  };
  seconds: number;
}

export const GENERATED_FILE_NAMES = {
  sireneUnits: 'StockUniteLegale_utf8.csv',
  sireneEstablishments: 'StockEtablissement_utf8.csv',
  rne: 'rne.jsonl',
  bodacc: 'bodacc.jsonl',
  ratios: 'ratios.jsonl',
  trademarks: 'trademarks.jsonl',
  patents: 'patents.jsonl',
  acts: 'actes.jsonl',
  agreements: 'conventions-collectives.csv',
} as const;

async function writeAll(file: BufferedFile, lines: readonly string[]): Promise<void> {
  for (const line of lines) {
    const wait = file.writeLine(line);
    if (wait) await wait;
  }
}

/**
 * Writes a synthetic register in the real open-data formats (docs/data-formats.md): Sirene stock
 * files, RNE company records, BODACC announcements, ratios, trademarks, patents, RNE deposited acts and
 * collective agreements per establishment, all invented,
 * all consistent with each other, and byte-identical for a given seed and number of companies.
 *
 * Companies are drawn in blocks, each from its own random stream (so that worker threads can draw
 * Sirene blocks in parallel); each other file has its own stream too, so a file is the same whether
 * or not the others are generated (`include`).
 */
export async function generateRegister(options: GenerateRegisterOptions): Promise<GeneratedRegister> {
  const { companies, seed } = options;
  if (!Number.isInteger(companies) || companies < 0 || companies > SirenSequence.capacity) {
    throw new RangeError(`companies must be an integer between 0 and ${SirenSequence.capacity}`);
  }
  if (!Number.isInteger(seed)) throw new RangeError('seed must be an integer');
  const include = new Set(options.include ?? GENERATED_KINDS);
  const log = options.log ?? (() => {});
  const started = performance.now();
  const outDir = resolve(options.outDir);
  await mkdir(outDir, { recursive: true });

  const blockSize = options.blockSize ?? BLOCK_SIZE;
  if (!Number.isInteger(blockSize) || blockSize < 1) throw new RangeError('blockSize must be a positive integer');
  const [context, nafLabels] = await Promise.all([createGenerationContext(seed, companies, blockSize), loadNafLabels()]);
  const files = Object.fromEntries(
    Object.entries(GENERATED_FILE_NAMES).map(([key, name]) => [key, join(outDir, name)]),
  ) as GeneratedRegister['files'];
  const out = {
    units: new BufferedFile(files.sireneUnits),
    establishments: new BufferedFile(files.sireneEstablishments),
    rne: new BufferedFile(files.rne),
    bodacc: new BufferedFile(files.bodacc),
    ratios: new BufferedFile(files.ratios),
    trademarks: new BufferedFile(files.trademarks),
    patents: new BufferedFile(files.patents),
    acts: new BufferedFile(files.acts),
    agreements: new BufferedFile(files.agreements),
  };
  out.units.write(UNIT_HEADER);
  out.agreements.write(AGREEMENTS_HEADER);
  out.establishments.write(ESTABLISHMENT_HEADER);

  const sirene = include.has('sirene');
  const rne = include.has('rne') ? new RneRecords(context.persons, context.geography, nafLabels) : null;
  const bodacc = include.has('bodacc') ? new BodaccRecords(nafLabels) : null;
  const ratios = include.has('ratios') ? new RatiosRecords() : null;
  const ip = include.has('ip') ? new IpRecords() : null;
  const acts = include.has('acts') ? new ActsRecords() : null;
  const agreements = include.has('agreements') ? new AgreementRecords() : null;
  const others = rne !== null || bodacc !== null || ratios !== null || ip !== null || acts !== null || agreements !== null;
  const streams = {
    rne: new Random(seed, hashLabel('rne')),
    bodacc: new Random(seed, hashLabel('bodacc')),
    ratios: new Random(seed, hashLabel('ratios')),
    trademarks: new Random(seed, hashLabel('trademarks')),
    patents: new Random(seed, hashLabel('patents')),
    acts: new Random(seed, hashLabel('acts')),
  };
  const writeOthers = async (company: CompanyModel) => {
    if (rne) {
      const record = rne.record(streams.rne, company);
      if (record) {
        const wait = out.rne.writeLine(`${JSON.stringify(record)}\n`);
        if (wait) await wait;
      }
    }
    if (bodacc) await writeAll(out.bodacc, bodacc.records(streams.bodacc, company));
    if (ratios) await writeAll(out.ratios, ratios.records(streams.ratios, company));
    if (ip) {
      await writeAll(out.trademarks, ip.trademarkLines(streams.trademarks, company));
      await writeAll(out.patents, ip.patentLines(streams.patents, company));
    }
    if (acts) {
      const line = acts.line(streams.acts, company);
      if (line) {
        const wait = out.acts.writeLine(line);
        if (wait) await wait;
      }
    }
    if (agreements) await writeAll(out.agreements, agreements.lines(company));
  };

  const blocks = Math.ceil(companies / blockSize);
  const blockEnd = (block: number) => Math.min(companies, (block + 1) * blockSize);
  const workerCount = sirene ? Math.max(0, Math.min(options.workers ?? 0, blocks)) : 0;
  const workers = workerCount > 0 ? await SireneThreads.start(workerCount, seed, companies, blockSize) : null;
  const loopStarted = performance.now();
  let establishments = 0;
  try {
    const ahead: Array<Promise<SireneBlock>> = [];
    let submitted = 0;
    for (let block = 0; block < blocks; block++) {
      const to = blockEnd(block);
      if (workers) {
        // Keep every worker busy with the next blocks while this one is written.
        while (submitted < blocks && submitted < block + 2 * workerCount) {
          const pending = workers.submit(submitted, blockEnd(submitted));
          // Awaited in turn below; a failure of a later block must not go unhandled meanwhile.
          pending.catch(() => undefined);
          ahead[submitted] = pending;
          submitted++;
        }
        const result = await (ahead[block] as Promise<SireneBlock>);
        delete ahead[block];
        const lines = to - block * blockSize;
        let wait = out.units.writeBytes(result.units, lines);
        if (wait) await wait;
        wait = out.establishments.writeBytes(result.establishments, result.establishmentCount);
        if (wait) await wait;
        establishments += result.establishmentCount;
        if (others) for (const company of blockCompanies(context, block, to)) await writeOthers(company);
      } else {
        const lines = sirene ? new SireneLines() : null;
        for (const company of blockCompanies(context, block, to)) {
          if (lines) {
            let wait = out.units.writeLine(lines.unitLine(company));
            if (wait) await wait;
            for (const establishment of company.establishments) {
              wait = out.establishments.writeLine(lines.establishmentLine(company, establishment));
              if (wait) await wait;
            }
            establishments += company.establishments.length;
          }
          if (others) await writeOthers(company);
        }
      }
      if (blocks > 1) {
        const seconds = (performance.now() - loopStarted) / 1000;
        log(`generated ${to.toLocaleString('en')} companies, ${Math.round(to / seconds).toLocaleString('en')}/s`);
      }
    }
  } finally {
    await workers?.close();
  }
  await Promise.all(Object.values(out).map((file) => file.close()));

  const seconds = (performance.now() - started) / 1000;
  const loopSeconds = (performance.now() - loopStarted) / 1000;
  const counts: GeneratedRegister['counts'] = {
    companies: sirene ? companies : 0,
    establishments,
    persons: rne?.persons ?? 0,
    mandates: rne?.mandates ?? 0,
    statements: ratios?.count ?? 0,
    announcements: bodacc?.count ?? 0,
    trademarks: ip?.trademarks ?? 0,
    patents: ip?.patents ?? 0,
    acts: acts?.count ?? 0,
    agreements: agreements?.count ?? 0,
  };
  log(
    `generated ${companies.toLocaleString('en')} companies in ${seconds.toFixed(1)} s (set-up ${(seconds - loopSeconds).toFixed(1)} s, ` +
      `${Math.round(companies / Math.max(loopSeconds, 1e-9)).toLocaleString('en')} companies/s) into ${outDir}`,
  );
  return { files, counts, seconds };
}
