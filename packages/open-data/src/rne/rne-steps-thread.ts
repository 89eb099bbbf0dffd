import { parentPort, workerData } from 'node:worker_threads';
import { FileSetBytes } from '../io/file-set-bytes';
import { RNE_WORKER_AHEAD, type RneWorkerMessage } from './rne-steps-in-worker';
import { type RneStepsPlan, rneSteps } from './rne-steps';

/** Reads and parses the files given (`{ files, plan }`), posting one step per message; each `'next'` received lets it go one further. */
const port = parentPort;
const { files, plan } = workerData as { files: string[]; plan: RneStepsPlan };
let acknowledged = 0;
let sent = 0;
let resume: (() => void) | null = null;
port?.on('message', () => {
  acknowledged++;
  resume?.();
  resume = null;
});

async function run(): Promise<void> {
  if (!port) return;
  const bytes = await FileSetBytes.of(files);
  for await (const step of rneSteps(files, plan, bytes)) {
    port.postMessage({ step, bytesRead: bytes.bytesRead() } satisfies RneWorkerMessage);
    sent++;
    while (sent - acknowledged >= RNE_WORKER_AHEAD) {
      await new Promise<void>((resolve) => {
        resume = resolve;
      });
    }
  }
  port.postMessage({ done: true, bytesRead: bytes.bytesRead() } satisfies RneWorkerMessage);
}

run().catch((error: unknown) => port?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RneWorkerMessage));
