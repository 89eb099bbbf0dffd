import { ByteSink } from './byte-sink';
import type { GenerationContext } from './generation-context';
import { blockCompanies } from './generation-context';
import { SireneLines } from './sirene-lines';

export interface SireneBlock {
  block: number;
  units: Uint8Array;
  establishments: Uint8Array;
  establishmentCount: number;
}

/** The StockUniteLegale and StockEtablissement lines of one block of companies, as UTF-8 bytes. */
export function sireneBlock(context: GenerationContext, block: number, to: number): SireneBlock {
  const lines = new SireneLines();
  const units = new ByteSink(16 << 20);
  const establishments = new ByteSink(24 << 20);
  let establishmentCount = 0;
  for (const company of blockCompanies(context, block, to)) {
    units.append(lines.unitLine(company));
    for (const establishment of company.establishments) establishments.append(lines.establishmentLine(company, establishment));
    establishmentCount += company.establishments.length;
  }
  return { block, units: units.take(), establishments: establishments.take(), establishmentCount };
}
