import { parentPort, workerData } from 'node:worker_threads';
import { FileSetBytes } from '../io/file-set-bytes';
import { RNE_THREAD_AHEAD, type RneThreadMessage } from './rne-steps-in-thread';
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
    port.postMessage({ step, bytesRead: bytes.bytesRead() } satisfies RneThreadMessage);
    sent++;
    while (sent - acknowledged >= RNE_THREAD_AHEAD) {
      await new Promise<void>((resolve) => {
        resume = resolve;
      });
    }
  }
  port.postMessage({ done: true, bytesRead: bytes.bytesRead() } satisfies RneThreadMessage);
}

run().catch((error: unknown) => port?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RneThreadMessage));
