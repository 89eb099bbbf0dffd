import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../config/env-schema';

/**
 * Tests only (APP_ENV=test): a job waits while WORKER_TEST_HOLD_FILE exists, so that a test can
 * kill or stop the worker with the job in progress. Ignored in every other environment.
 */
export async function holdWhileTestFileExists(config: AppConfig): Promise<void> {
  const file = config.APP_ENV === 'test' ? config.WORKER_TEST_HOLD_FILE : undefined;
  if (!file) return;
  while (existsSync(file)) await sleep(100);
}
