import { CompanyFactory } from './company-factory';
import type { CompanyModel } from './company-model';
import { CompanyNames } from './company-names';
import { loadGeography, type Geography } from './geography';
import { PersonFactory } from './person-factory';
import { Random, hashLabel } from './random';
import { SirenSequence } from './siren-sequence';

/**
 * Companies are drawn in blocks of this many, each block from its own random stream: any block can
 * be generated on its own (by a worker thread) and gives the same companies as in a sequential run.
 */
export const BLOCK_SIZE = 50_000;

export interface GenerationContext {
  seed: number;
  blockSize: number;
  geography: Geography;
  persons: PersonFactory;
  factory: CompanyFactory;
}

/** What every thread needs to draw companies for a seed. */
export async function createGenerationContext(seed: number, companies: number, blockSize = BLOCK_SIZE): Promise<GenerationContext> {
  const geography = await loadGeography();
  const persons = new PersonFactory();
  const factory = new CompanyFactory({
    geography,
    persons,
    names: new CompanyNames(persons),
    sirens: new SirenSequence(new Random(seed, hashLabel('sirens')), companies),
  });
  return { seed, blockSize, geography, persons, factory };
}

/** The companies of block `block`, up to index `to` (excluded), one after the other. */
export function* blockCompanies(context: GenerationContext, block: number, to: number): Generator<CompanyModel> {
  const random = new Random(context.seed, (hashLabel('companies') + block) | 0);
  for (let index = block * context.blockSize; index < to; index++) yield context.factory.create(random, index);
}
