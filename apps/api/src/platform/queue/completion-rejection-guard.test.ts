import { describe, expect, it } from 'vitest';
import { isJobEndRecording } from './completion-rejection-guard';

const rejected = (frames: string[]) => Object.assign(new Error('read ECONNRESET'), { stack: ['Error: read ECONNRESET', ...frames.map((frame) => `    at ${frame}`)].join('\n') });

describe('guardJobEndRecordings', () => {
  it("recognises pg-boss's unawaited recording of a job's end, as seen when PostgreSQL went away", () => {
    const seen = rejected([
      '/work/main/node_modules/pg-pool/index.js:45:11',
      'process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
      'async Object.executeSql (/work/main/apps/api/src/platform/queue/client-executor.ts:15:22)',
      'async Manager.complete (/work/main/node_modules/pg-boss/src/manager.js:485:20)',
    ]);
    expect(isJobEndRecording(seen)).toBe(true);
    expect(isJobEndRecording(rejected(['async Manager.fail (C:\\app\\node_modules\\pg-boss\\src\\manager.js:500:20)']))).toBe(true);
  });

  it('leaves every other rejection to end the process', () => {
    expect(isJobEndRecording(rejected(['async Manager.fetch (/app/node_modules/pg-boss/src/manager.js:400:20)']))).toBe(false);
    expect(isJobEndRecording(rejected(['async complete (/app/apps/api/src/modules/orders/fulfil-order.ts:10:5)']))).toBe(false);
    expect(isJobEndRecording('a string')).toBe(false);
    expect(isJobEndRecording(undefined)).toBe(false);
  });
});
