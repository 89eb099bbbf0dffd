import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companyPath } from '@registre/domain';
import { EVERY_SECTION, fillEverySection } from '../../test/fixtures/fill-every-section';
import { startTestServer } from '../../test/setup/test-database';
import { prepareDatabase } from './prepare-database';
import { startTestStack, type TestStack } from './start-test-stack';

export interface BenchSite {
  stack: TestStack;
  /** Path of the page of the company that fills every section (canonical slug, so no redirect). */
  companyPath: string;
  stop(): Promise<void>;
}

/**
 * The built site and the API on a scratch database of the server at `adminUrl` (migrated,
 * nomenclatures, a demo register of `companies` companies, seed 7, and the every-section fixture),
 * as the browser tests run them; `stop()` ends both and drops the database. For the benchmarks that drive the site.
 */
export async function startBenchSite(adminUrl: string, companies: number, name: string, log: (line: string) => void): Promise<BenchSite> {
  process.env.DATABASE_URL = adminUrl;
  const server = await startTestServer();
  const dataDir = await mkdtemp(join(tmpdir(), `registre-${name}-`));
  let stack: TestStack | undefined;
  const stop = async () => {
    await stack?.stop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // BENCH_DATABASE_PREFIX names the scratch database after whoever runs it on a shared server (`h1` → h1_first_load_js_…).
    const prefix = process.env.BENCH_DATABASE_PREFIX?.trim() || 'registre';
    const url = await server.createDatabase(`${prefix}_${name}_${process.pid}_${Date.now().toString(36)}`);
    log(`database ${new URL(url).pathname.slice(1)}: migrating and loading a demo register of ${companies} companies…`);
    await prepareDatabase(url, { demoCompanies: companies, demoSeed: 7 });
    await fillEverySection(url);
    stack = await startTestStack(url, dataDir);
    return { stack, companyPath: companyPath(EVERY_SECTION.full, EVERY_SECTION.full_name), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
