import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companyPath } from '../../apps/web/src/lib/company/company-path';
import { startTestServer } from '../../test/setup/test-database';
import { featuredEnvironment } from './featured-entries';
import { prepareDatabase } from './prepare-database';
import { startTestStack, type TestStack } from './start-test-stack';

export interface BenchSite {
  stack: TestStack;
  /** Path of a company page of the register (canonical slug, so no redirect). */
  companyPath: string;
  stop(): Promise<void>;
}

/** The company page's canonical path, with the name the API gives (the site redirects other slugs). */
async function resolveCompanyPath(apiUrl: string, siren: string | undefined, knownName: string | undefined): Promise<string> {
  if (!siren) throw new Error('the demo register holds no diffusible active company');
  if (knownName) return companyPath(siren, knownName);
  const response = await fetch(`${apiUrl}/api/companies/${siren}`);
  if (!response.ok) throw new Error(`GET /api/companies/${siren} answered ${response.status}`);
  const body = (await response.json()) as { data?: { name?: unknown } };
  return companyPath(siren, typeof body.data?.name === 'string' ? body.data.name : '');
}

/**
 * The built site and the API on a scratch database of the server at `adminUrl` (migrated,
 * nomenclatures, a demo register of `companies` companies, seed 7), as the browser tests run
 * them; `stop()` ends both and drops the database. For the benchmarks that drive the site.
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
    const url = await server.createDatabase(`registre_${name}_${process.pid}_${Date.now().toString(36)}`);
    log(`database ${new URL(url).pathname.slice(1)}: migrating and loading a demo register of ${companies} companies…`);
    const { sampleCompany } = await prepareDatabase(url, { demoCompanies: companies, demoSeed: 7 });
    const featured = await featuredEnvironment(url);
    const siren = featured.FEATURED_COMPANY_SIRENS?.split(',')[0] ?? sampleCompany?.siren;
    const companyName = sampleCompany && sampleCompany.siren === siren ? sampleCompany.name : undefined;
    stack = await startTestStack(url, dataDir);
    return { stack, companyPath: await resolveCompanyPath(stack.api.url, siren, companyName), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
