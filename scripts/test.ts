/**
 * `npm test`: every test project (unit, integration, e2e) in one Vitest run, then one
 * closing line "tests: N passed, N failed" that CI logs can be read by.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack/repo-root';

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const reportFile = join(repoRoot, '.data/test-report.json');
mkdirSync(join(repoRoot, '.data'), { recursive: true });
const result = spawnSync(
  process.execPath,
  [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
);

try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestJsonReport;
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
} catch {
  console.log('\ntests: no report was written');
}
process.exit(result.status ?? 1);
