import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type GeneratedKind, generateRegister } from '@registre/open-data/generate';

/**
 * The synthetic register's files in `outDir`: reused when a previous run left them (its `generated.json`),
 * generated otherwise (deterministic for a seed and a count).
 */
export async function ensureGenerated(options: {
  companies: number;
  outDir: string;
  seed: number;
  include: readonly GeneratedKind[];
  log: (line: string) => void;
}): Promise<void> {
  const { companies, outDir, seed, include, log } = options;
  if ((await stat(join(outDir, 'generated.json')).catch(() => null)) !== null) {
    log(`reusing the files in ${outDir}`);
    return;
  }
  await mkdir(outDir, { recursive: true });
  log(`generating ${companies} companies (${include.join(', ')}) into ${outDir}`);
  const generated = await generateRegister({ companies, outDir, seed, include, log });
  log(`generated in ${generated.seconds.toFixed(1)} s: ${JSON.stringify(generated.counts)}`);
  await writeFile(join(outDir, 'generated.json'), JSON.stringify(generated, null, 2));
}
